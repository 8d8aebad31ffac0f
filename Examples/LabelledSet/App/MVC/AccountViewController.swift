//
//  AccountViewController.swift
//  ShopMail
//
//  Profile and preferences. Laid out in Account.storyboard.
//

import UIKit

final class AccountViewController: ShopBaseViewController {

    private enum FormError: LocalizedError {
        case displayNameTooShort

        var errorDescription: String? {
            "Display names need at least two characters."
        }
    }

    @IBOutlet private weak var greetingLabel: UILabel!
    @IBOutlet private weak var displayNameField: UITextField!
    @IBOutlet private weak var newsletterSwitch: UISwitch!
    @IBOutlet private weak var rememberMeSwitch: UISwitch!
    @IBOutlet private weak var saveButton: UIButton!

    private let accountAPI = AccountAPI()
    private let settings = SettingsStore()
    private let vault = CredentialVault(service: "com.shopmail.account")

    private var profile: AccountProfile?
    private var isSaving = false

    // MARK: - Lifecycle

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Account"
        saveButton.layer.cornerRadius = 8
        displayNameField.delegate = self
        observeKeyboard()
        observe(.shopSessionDidExpire, selector: #selector(sessionDidExpire(_:)))

        let optedIn = settings.newsletterOptIn
        newsletterSwitch.isOn = optedIn
        let remembers = settings.rememberMe
        rememberMeSwitch.isOn = remembers
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        loadProfile()
    }

    // MARK: - Loading

    private func loadProfile() {
        showSpinner()
        accountAPI.fetchProfile { [weak self] result in
            guard let self = self else { return }
            self.hideSpinner()
            switch result {
            case .success(let profile):
                self.profile = profile
                self.greetingLabel.text = "Signed in as \(profile.email)"
                self.displayNameField.placeholder = profile.displayName ?? "Add a display name"
            case .failure(let error):
                self.showError(error)
            }
        }
    }

    // MARK: - Actions

    @IBAction private func saveTapped(_ sender: UIButton) {
        view.endEditing(true)
        guard !isSaving else { return }
        let name = displayNameField.text ?? ""
        guard name.count >= 2 else {
            showError(FormError.displayNameTooShort)
            return
        }

        isSaving = true
        settings.newsletterOptIn = newsletterSwitch.isOn
        settings.rememberMe = rememberMeSwitch.isOn
        if !rememberMeSwitch.isOn, let email = profile?.email {
            vault.deletePassword(account: email)
        }

        showSpinner()
        accountAPI.updateDisplayName(name) { [weak self] result in
            guard let self = self else { return }
            self.isSaving = false
            self.hideSpinner()
            switch result {
            case .success(let profile):
                self.profile = profile
                self.greetingLabel.text = "Saved as \(profile.displayName ?? profile.email)"
            case .failure(let error):
                self.showError(error)
            }
        }
    }

    @IBAction private func signOutTapped(_ sender: UIButton) {
        sender.isEnabled = false
        if let email = profile?.email {
            vault.deletePassword(account: email)
        }
        settings.rememberMe = false
        NotificationCenter.default.post(name: .shopUserDidSignOut, object: nil)
        navigationController?.popToRootViewController(animated: true)
    }

    @objc private func sessionDidExpire(_ notification: Notification) {
        view.endEditing(true)
        hideSpinner()
        navigationController?.popToRootViewController(animated: false)
    }
}

// MARK: - UITextFieldDelegate

extension AccountViewController: UITextFieldDelegate {

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        textField.resignFirstResponder()
        return true
    }
}
