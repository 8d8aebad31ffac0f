//
//  LoginViewController.swift
//  LegacyShop
//

import UIKit
import Security

class LoginViewController: UIViewController {

    // MARK: - Outlets

    @IBOutlet weak var emailField: UITextField!
    @IBOutlet weak var passwordField: UITextField!
    @IBOutlet weak var loginButton: UIButton!
    @IBOutlet weak var errorLabel: UILabel!
    @IBOutlet weak var activityIndicator: UIActivityIndicatorView!

    // MARK: - Lifecycle

    override func viewDidLoad() {
        super.viewDidLoad()
        emailField.delegate = self
        passwordField.delegate = self
        passwordField.isSecureTextEntry = true
        loginButton.layer.cornerRadius = 8
        errorLabel.isHidden = true
        activityIndicator.hidesWhenStopped = true

        // Pre-fill the last email used on this device.
        emailField.text = UserDefaults.standard.string(forKey: "lastLoginEmail")
    }

    // MARK: - Validation

    func isValidEmail(_ email: String) -> Bool {
        let trimmed = email.trimmingCharacters(in: .whitespaces)
        guard trimmed.count >= 5, trimmed.count <= 254 else { return false }
        guard trimmed.contains("@"), !trimmed.contains(" ") else { return false }
        let parts = trimmed.split(separator: "@")
        guard parts.count == 2, let domain = parts.last else { return false }
        return domain.contains(".") && !domain.hasSuffix(".")
    }

    func isValidPassword(_ password: String) -> Bool {
        return password.count >= 8
    }

    // MARK: - Actions

    @IBAction func loginTapped(_ sender: UIButton) {
        let email = emailField.text ?? ""
        let password = passwordField.text ?? ""

        guard isValidEmail(email) else {
            showInlineError("Please enter a valid email address.")
            return
        }
        guard isValidPassword(password) else {
            showInlineError("Your password must be at least 8 characters.")
            return
        }

        setLoading(true)
        UserDefaults.standard.set(email, forKey: "lastLoginEmail")

        AuthService.shared.login(email: email, password: password) { [weak self] result in
            switch result {
            case .success(let token):
                self?.saveTokenToKeychain(token, account: email)
                (UIApplication.shared.delegate as! AppDelegate).api.authToken = token

                AuthService.shared.fetchProfile(token: token) { profileResult in
                    switch profileResult {
                    case .success(let user):
                        UserSession.shared.start(token: token, user: user)

                        AuthService.shared.fetchSettings(token: token) { settingsResult in
                            if case .success(let settings) = settingsResult {
                                UserDefaults.standard.set(settings.prefersNewsletter, forKey: "prefersNewsletter")
                                UserDefaults.standard.set(settings.preferredCurrency, forKey: "preferredCurrency")
                            }

                            DispatchQueue.main.async {
                                guard let self = self else { return }
                                self.setLoading(false)
                                Analytics.shared.track("login_succeeded", properties: ["user_id": user.id])
                                self.view.window?.rootViewController = MainTabBarController()
                            }
                        }

                    case .failure(let error):
                        DispatchQueue.main.async {
                            self?.setLoading(false)
                            self?.showLoginFailedAlert(message: "We couldn't load your profile (\(error)).")
                        }
                    }
                }

            case .failure(let error):
                Analytics.shared.track("login_failed", properties: ["reason": "\(error)"])
                DispatchQueue.main.async {
                    guard let self = self else { return }
                    self.setLoading(false)
                    if case .invalidCredentials = error {
                        self.showLoginFailedAlert(message: "Wrong email or password.")
                    } else {
                        self.showLoginFailedAlert(message: "Please check your connection and try again.")
                    }
                }
            }
        }
    }

    // MARK: - Keychain

    func saveTokenToKeychain(_ token: String, account: String) {
        guard let data = token.data(using: .utf8) else { return }

        let query: [String: Any] = [
            kSecClass as String: kSecClassGenericPassword,
            kSecAttrService as String: "com.legacyshop.auth",
            kSecAttrAccount as String: account
        ]
        SecItemDelete(query as CFDictionary)

        var attributes = query
        attributes[kSecValueData as String] = data
        attributes[kSecAttrAccessible as String] = kSecAttrAccessibleAfterFirstUnlock
        if SecItemAdd(attributes as CFDictionary, nil) != errSecSuccess {
            print("Keychain: could not store the auth token")
        }
    }

    // MARK: - UI helpers

    func setLoading(_ loading: Bool) {
        loginButton.isEnabled = !loading
        errorLabel.isHidden = true
        if loading {
            activityIndicator.startAnimating()
        } else {
            activityIndicator.stopAnimating()
        }
    }

    func showInlineError(_ message: String) {
        errorLabel.text = message
        errorLabel.isHidden = false
    }

    func showLoginFailedAlert(message: String) {
        let alert = UIAlertController(title: "Login failed", message: message, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        present(alert, animated: true)
    }
}

// MARK: - UITextFieldDelegate

extension LoginViewController: UITextFieldDelegate {

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        if textField == emailField {
            passwordField.becomeFirstResponder()
        } else {
            textField.resignFirstResponder()
            loginTapped(loginButton)
        }
        return true
    }
}
