//
//  ShopBaseViewController.swift
//  ShopMail
//
//  Shared helpers for the shop's screens: keyboard handling, a spinner, error alerts.
//

import UIKit

class ShopBaseViewController: UIViewController {

    private let spinnerView = UIActivityIndicatorView(style: .large)

    deinit {
        NotificationCenter.default.removeObserver(self)
    }

    // MARK: - Notifications

    /// Moves the content above the keyboard while it is shown.
    func observeKeyboard() {
        observe(UIResponder.keyboardWillShowNotification, selector: #selector(keyboardWillShow(_:)))
        observe(UIResponder.keyboardWillHideNotification, selector: #selector(keyboardWillHide(_:)))
    }

    func observe(_ name: Notification.Name, selector: Selector) {
        NotificationCenter.default.addObserver(self, selector: selector, name: name, object: nil)
    }

    @objc func keyboardWillShow(_ notification: Notification) {
        guard let frame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
        additionalSafeAreaInsets.bottom = max(0, frame.height - view.safeAreaInsets.bottom)
    }

    @objc func keyboardWillHide(_ notification: Notification) {
        additionalSafeAreaInsets.bottom = 0
    }

    // MARK: - Spinner

    func showSpinner() {
        spinnerView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(spinnerView)
        NSLayoutConstraint.activate([
            spinnerView.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            spinnerView.centerYAnchor.constraint(equalTo: view.centerYAnchor)
        ])
        spinnerView.startAnimating()
        view.isUserInteractionEnabled = false
    }

    func hideSpinner() {
        spinnerView.stopAnimating()
        spinnerView.removeFromSuperview()
        view.isUserInteractionEnabled = true
    }

    // MARK: - Errors

    func showError(_ error: Error) {
        let alert = UIAlertController(title: "Something went wrong",
                                      message: error.localizedDescription,
                                      preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        present(alert, animated: true)
    }
}

extension Notification.Name {
    static let shopSessionDidExpire = Notification.Name("ShopSessionDidExpire")
    static let shopUserDidSignOut = Notification.Name("ShopUserDidSignOut")
}
