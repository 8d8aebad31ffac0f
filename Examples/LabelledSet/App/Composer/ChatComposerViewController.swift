//
//  ChatComposerViewController.swift
//  Chat
//
//  The modal "new message" composer: a text view, a "N left" counter,
//  Send (through a ChatMessageSending) and Cancel.
//

import UIKit

final class ChatComposerViewController: UIViewController {

    private let conversationID: String
    private let messageService: ChatMessageSending
    /// Called with the sent message before the composer dismisses itself.
    var onSent: ((ChatSentMessage) -> Void)?

    private let maxLength = 500
    private var isSending = false

    let textView = UITextView()
    let remainingLabel = UILabel()
    let sendButton = UIButton(type: .system)
    private let spinner = UIActivityIndicatorView(style: .medium)

    init(conversationID: String, messageService: ChatMessageSending = ChatMessageService()) {
        self.conversationID = conversationID
        self.messageService = messageService
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    // MARK: - Lifecycle

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "New Message"
        view.backgroundColor = .systemBackground
        navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .cancel, target: self, action: #selector(cancelTapped))
        navigationItem.rightBarButtonItem = UIBarButtonItem(customView: spinner)

        textView.font = .preferredFont(forTextStyle: .body)
        textView.delegate = self
        remainingLabel.font = .preferredFont(forTextStyle: .footnote)
        sendButton.setTitle("Send", for: .normal)
        sendButton.addTarget(self, action: #selector(sendTapped(_:)), for: .touchUpInside)

        let stack = UIStackView(arrangedSubviews: [textView, remainingLabel, sendButton])
        stack.axis = .vertical
        stack.spacing = 8
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
            stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            stack.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor, constant: -16)
        ])
        updateRemainingCount()
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        textView.becomeFirstResponder()
    }

    // MARK: - Display

    private func updateRemainingCount() {
        let remaining = maxLength - textView.text.count
        remainingLabel.text = "\(remaining) left"
        remainingLabel.textColor = remaining < 0 ? .systemRed : .secondaryLabel
    }

    // MARK: - Actions

    @objc func sendTapped(_ sender: UIButton) {
        let text = textView.text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !text.isEmpty, text.count <= maxLength, !isSending else { return }
        isSending = true
        spinner.startAnimating()
        sendButton.isEnabled = false
        messageService.send(text, to: conversationID) { result in
            self.isSending = false
            self.spinner.stopAnimating()
            self.sendButton.isEnabled = true
            switch result {
            case .success(let message):
                self.onSent?(message)
                self.dismiss(animated: true)
            case .failure(let error):
                let alert = UIAlertController(title: "Couldn't send", message: error.localizedDescription, preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: "OK", style: .default))
                self.present(alert, animated: true)
            }
        }
    }

    @objc private func cancelTapped() {
        textView.resignFirstResponder()
        dismiss(animated: true)
    }
}

// MARK: - UITextViewDelegate

extension ChatComposerViewController: UITextViewDelegate {
    func textViewDidChange(_ textView: UITextView) {
        updateRemainingCount()
    }
}
