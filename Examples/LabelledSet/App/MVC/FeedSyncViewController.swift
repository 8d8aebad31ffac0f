//
//  FeedSyncViewController.swift
//  ShopMail
//
//  Checks the product feed for changes and applies them to the local cache.
//

import UIKit

final class FeedSyncViewController: UIViewController {

    private let feedAPI = FeedAPI()
    private let feedCache = FeedCache()
    private let tracker = EventTracker(screen: "feed_sync")
    private let importQueue: OperationQueue = {
        let queue = OperationQueue()
        queue.name = "com.shopmail.feed-import"
        queue.maxConcurrentOperationCount = 1
        queue.qualityOfService = .utility
        return queue
    }()

    private var pendingChanges: [FeedChange] = []

    private let statusLabel = UILabel()
    private let progressView = UIProgressView(progressViewStyle: .default)
    private let checkButton = UIButton(type: .system)
    private let applyButton = UIButton(type: .system)
    private let spinner = UIActivityIndicatorView(style: .medium)

    // MARK: - Lifecycle

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Feed sync"
        view.backgroundColor = .systemBackground
        statusLabel.numberOfLines = 0
        statusLabel.textAlignment = .center
        checkButton.setTitle("Check for changes", for: .normal)
        checkButton.addTarget(self, action: #selector(checkTapped), for: .touchUpInside)
        applyButton.setTitle("Apply changes", for: .normal)
        applyButton.addTarget(self, action: #selector(applyTapped), for: .touchUpInside)
        applyButton.isHidden = true

        let stack = UIStackView(arrangedSubviews: [statusLabel, progressView, spinner, checkButton, applyButton])
        stack.axis = .vertical
        stack.spacing = 16
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.centerYAnchor.constraint(equalTo: view.centerYAnchor),
            stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor)
        ])
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        tracker.track("feed_sync_viewed")
    }

    // MARK: - Checking

    @objc private func checkTapped() {
        checkButton.isEnabled = false
        spinner.startAnimating()
        tracker.track("feed_check_started", properties: ["trigger": "button"])

        feedAPI.fetchCursor { [weak self] cursor in
            guard let self = self, let cursor = cursor else { return }
            self.feedAPI.fetchChanges(since: cursor.token) { changes in
                self.pendingChanges = changes.filter { $0.updatedAt > cursor.lastAppliedAt }
                self.feedAPI.acknowledge(token: cursor.token, count: changes.count) { acknowledged in
                    self.spinner.stopAnimating()
                    self.checkButton.isEnabled = true
                    self.statusLabel.text = self.pendingChanges.count == 1
                        ? "1 change ready"
                        : "\(self.pendingChanges.count) changes ready"
                    self.applyButton.isHidden = self.pendingChanges.isEmpty
                    ShopAnalytics.shared.log(event: "feed_check_finished",
                                             parameters: ["changes": changes.count, "acknowledged": acknowledged])
                }
            }
        }
    }

    // MARK: - Applying

    @objc private func applyTapped() {
        applyButton.isEnabled = false
        progressView.setProgress(0, animated: false)
        let changes = pendingChanges

        importQueue.addOperation { [weak self] in
            guard let self = self else { return }
            for (index, change) in changes.enumerated() {
                self.feedCache.apply(change)
                DispatchQueue.main.sync {
                    self.progressView.progress = Float(index + 1) / Float(changes.count)
                }
            }
            DispatchQueue.main.sync {
                self.pendingChanges = []
                self.statusLabel.text = "Feed updated: \(changes.count) changes applied"
                self.applyButton.isHidden = true
                self.applyButton.isEnabled = true
                self.tracker.track("feed_changes_applied", properties: ["count": String(changes.count)])
            }
        }
    }
}
