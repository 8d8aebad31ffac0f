//
//  BaseViewController.swift
//  LegacyShop
//
//  Common helpers every screen used to need. Newer screens inherit from
//  UIViewController directly.
//

import UIKit

class BaseViewController: UIViewController {

    private var spinner: UIActivityIndicatorView?

    // MARK: - Loading

    func showLoading() {
        guard spinner == nil else { return }
        let indicator = UIActivityIndicatorView(style: .large)
        indicator.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(indicator)
        NSLayoutConstraint.activate([
            indicator.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            indicator.centerYAnchor.constraint(equalTo: view.centerYAnchor)
        ])
        indicator.startAnimating()
        spinner = indicator
    }

    func hideLoading() {
        spinner?.stopAnimating()
        spinner?.removeFromSuperview()
        spinner = nil
    }

    // MARK: - Errors

    func showError(_ message: String) {
        let alert = UIAlertController(title: "Oops", message: message, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        present(alert, animated: true)
    }
}
