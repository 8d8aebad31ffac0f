//
//  InboxViewController.swift
//  ShopMail
//
//  The mailbox list. Loads straight from the API; swipe to delete.
//

import UIKit

final class InboxViewController: UITableViewController {

    private let cellID = "MessageCell"
    private let pullToRefresh = UIRefreshControl()
    private let session = URLSession(configuration: .default)

    private var messages: [MailMessage] = []
    private var isLoading = false
    private var showsUnreadOnly = false

    private let dateFormatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.dateStyle = .short
        formatter.timeStyle = .short
        formatter.doesRelativeDateFormatting = true
        return formatter
    }()

    private var visibleMessages: [MailMessage] {
        showsUnreadOnly ? messages.filter { !$0.isRead } : messages
    }

    // MARK: - Lifecycle

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Inbox"
        tableView.rowHeight = 64
        tableView.tableFooterView = UIView()
        pullToRefresh.addTarget(self, action: #selector(refreshPulled), for: .valueChanged)
        refreshControl = pullToRefresh
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            title: "Unread", style: .plain, target: self, action: #selector(filterTapped)
        )
        loadMessages()
    }

    // MARK: - Actions

    @objc private func refreshPulled() {
        loadMessages()
    }

    @objc private func filterTapped() {
        showsUnreadOnly.toggle()
        navigationItem.rightBarButtonItem?.title = showsUnreadOnly ? "All" : "Unread"
        tableView.reloadData()
    }

    // MARK: - Loading

    private func loadMessages() {
        guard !isLoading else { return }
        isLoading = true
        let url = URL(string: "https://api.shopmail.example/messages")!
        var request = URLRequest(url: url)
        request.setValue("application/json", forHTTPHeaderField: "Accept")

        session.dataTask(with: request) { [weak self] data, _, error in
            guard let self = self else { return }
            let decoder = JSONDecoder()
            decoder.dateDecodingStrategy = .iso8601
            let page = data.flatMap { try? decoder.decode(InboxResponse.self, from: $0) }

            DispatchQueue.main.async {
                self.isLoading = false
                self.pullToRefresh.endRefreshing()
                if let error = error {
                    let alert = UIAlertController(title: "Couldn't load your mail",
                                                  message: error.localizedDescription,
                                                  preferredStyle: .alert)
                    alert.addAction(UIAlertAction(title: "OK", style: .default))
                    self.present(alert, animated: true)
                    return
                }
                self.messages = (page?.messages ?? []).sorted { $0.receivedAt > $1.receivedAt }
                self.title = "Inbox (\(self.messages.count))"
                self.tableView.reloadData()
            }
        }.resume()
    }

    // MARK: - UITableViewDataSource

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        return visibleMessages.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: cellID)
            ?? UITableViewCell(style: .subtitle, reuseIdentifier: cellID)
        let message = visibleMessages[indexPath.row]
        cell.textLabel?.text = message.isRead ? message.subject : "● \(message.subject)"
        cell.textLabel?.font = message.isRead ? .systemFont(ofSize: 16) : .boldSystemFont(ofSize: 16)
        cell.detailTextLabel?.text = "\(message.senderName) · \(dateFormatter.string(from: message.receivedAt))"
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    override func tableView(_ tableView: UITableView,
                            commit editingStyle: UITableViewCell.EditingStyle,
                            forRowAt indexPath: IndexPath) {
        guard editingStyle == .delete else { return }
        let id = visibleMessages[indexPath.row].id
        messages.removeAll { $0.id == id }
        title = "Inbox (\(messages.count))"
        tableView.deleteRows(at: [indexPath], with: .automatic)

        var request = URLRequest(url: URL(string: "https://api.shopmail.example/messages/\(id)")!)
        request.httpMethod = "DELETE"
        session.dataTask(with: request).resume()
    }

    // MARK: - UITableViewDelegate

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        let detail = MessageDetailViewController(message: visibleMessages[indexPath.row])
        navigationController?.pushViewController(detail, animated: true)
    }
}
