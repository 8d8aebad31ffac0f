//
//  ContactsInviteViewController.swift
//  ShopMail
//
//  "Invite friends": asks for the permissions the invite flow uses, lists the
//  contacts that have an email address, and shares an invite message.
//

import Contacts
import CoreLocation
import Photos
import UIKit
import UserNotifications

final class ContactsInviteViewController: UITableViewController {

    private struct Candidate {
        let givenName: String
        let familyName: String
        let email: String
    }

    /// The seller's referral code, handed in by whoever shows this screen.
    var inviteCode = ""

    private let contactStore = CNContactStore()
    private let locationManager = CLLocationManager()
    private let cellID = "CandidateCell"
    private let headerStack = UIStackView()
    private let photoPreview = UIImageView()

    private var candidates: [Candidate] = []
    private var selectedEmails: Set<String> = []
    private var invitePhoto: UIImage?

    // MARK: - Lifecycle

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Invite friends"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: cellID)
        buildHeader()
    }

    private func buildHeader() {
        headerStack.axis = .vertical
        headerStack.spacing = 8
        headerStack.layoutMargins = UIEdgeInsets(top: 12, left: 16, bottom: 12, right: 16)
        headerStack.isLayoutMarginsRelativeArrangement = true
        photoPreview.contentMode = .scaleAspectFill
        photoPreview.heightAnchor.constraint(equalToConstant: 72).isActive = true

        let actions: [(String, Selector)] = [
            ("Find friends in Contacts", #selector(findContactsTapped(_:))),
            ("Add a photo to your invite", #selector(addPhotoTapped(_:))),
            ("Show pickup points near me", #selector(useLocationTapped(_:))),
            ("Tell me when friends join", #selector(joinAlertsTapped(_:))),
            ("Send invite…", #selector(shareTapped(_:)))
        ]
        for (title, action) in actions {
            let button = UIButton(type: .system)
            button.setTitle(title, for: .normal)
            button.contentHorizontalAlignment = .leading
            button.addTarget(self, action: action, for: .touchUpInside)
            headerStack.addArrangedSubview(button)
        }
        headerStack.addArrangedSubview(photoPreview)
        headerStack.frame.size = headerStack.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
        tableView.tableHeaderView = headerStack
    }

    // MARK: - Permissions

    @objc private func findContactsTapped(_ sender: UIButton) {
        sender.isEnabled = false
        contactStore.requestAccess(for: .contacts) { [weak self] granted, _ in
            guard let self = self, granted else { return }
            let keys = [CNContactGivenNameKey, CNContactFamilyNameKey, CNContactEmailAddressesKey] as [CNKeyDescriptor]
            let request = CNContactFetchRequest(keysToFetch: keys)
            var found: [Candidate] = []
            try? self.contactStore.enumerateContacts(with: request) { contact, _ in
                guard let email = contact.emailAddresses.first?.value else { return }
                found.append(Candidate(givenName: contact.givenName, familyName: contact.familyName, email: email as String))
            }
            DispatchQueue.main.async {
                self.candidates = found.sorted { $0.familyName < $1.familyName }
                self.tableView.reloadData()
            }
        }
    }

    @objc private func addPhotoTapped(_ sender: UIButton) {
        sender.isEnabled = false
        PHPhotoLibrary.requestAuthorization(for: .readWrite) { [weak self] status in
            DispatchQueue.main.async {
                guard status == .authorized else { return }
                let picker = UIImagePickerController()
                picker.sourceType = .photoLibrary
                picker.delegate = self
                self?.present(picker, animated: true)
            }
        }
    }

    @objc private func useLocationTapped(_ sender: UIButton) {
        sender.isEnabled = false
        locationManager.desiredAccuracy = kCLLocationAccuracyKilometer
        locationManager.requestWhenInUseAuthorization()
    }

    @objc private func joinAlertsTapped(_ sender: UIButton) {
        sender.isEnabled = false
        UNUserNotificationCenter.current().requestAuthorization(options: [.alert, .badge, .sound]) { granted, _ in
            DispatchQueue.main.async {
                sender.setTitle(granted ? "We'll tell you when friends join" : "Notifications are off", for: .disabled)
            }
        }
    }

    // MARK: - Sharing

    @objc private func shareTapped(_ sender: UIButton) {
        sender.isEnabled = false
        let invited = candidates.filter { selectedEmails.contains($0.email) }
        let greeting = invited.isEmpty ? "Hi!" : "Hi \(invited.map(\.givenName).joined(separator: ", "))!"
        let message = "\(greeting) Join me on ShopMail: https://shopmail.example/invite/\(inviteCode)"
        let items: [Any] = invitePhoto.map { [message, $0] } ?? [message]
        let sheet = UIActivityViewController(activityItems: items, applicationActivities: nil)
        sheet.popoverPresentationController?.sourceView = sender
        sheet.completionWithItemsHandler = { _, _, _, _ in
            sender.isEnabled = true
        }
        present(sheet, animated: true)
    }

    // MARK: - UITableViewDataSource

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        candidates.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: cellID, for: indexPath)
        let candidate = candidates[indexPath.row]
        var content = cell.defaultContentConfiguration()
        content.text = "\(candidate.givenName) \(candidate.familyName)"
        content.secondaryText = candidate.email.lowercased()
        cell.contentConfiguration = content
        cell.accessoryType = selectedEmails.contains(candidate.email) ? .checkmark : .none
        return cell
    }

    // MARK: - UITableViewDelegate

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        let email = candidates[indexPath.row].email
        if selectedEmails.contains(email) {
            selectedEmails.remove(email)
        } else {
            selectedEmails.insert(email)
        }
        tableView.reloadRows(at: [indexPath], with: .automatic)
    }
}

// MARK: - UIImagePickerControllerDelegate

extension ContactsInviteViewController: UIImagePickerControllerDelegate, UINavigationControllerDelegate {

    func imagePickerController(_ picker: UIImagePickerController,
                               didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]) {
        invitePhoto = info[.originalImage] as? UIImage
        photoPreview.image = invitePhoto
        picker.dismiss(animated: true)
    }
}
