//
//  SignupFormViewController.swift
//  ShopMail
//
//  Create an account. The fields shown come from remote config; whoever
//  presents this screen is told about the new shopper through `onSignedUp`.
//

import UIKit

final class SignupFormViewController: UIViewController {

    enum Field: Hashable {
        case name, email, password
    }

    struct FormRow {
        let field: Field
        let title: String
        let placeholder: String
        let isSecure: Bool
    }

    private enum ValidationIssue {
        case missingName, invalidEmail, shortPassword
    }

    var requiredFields: [Field] = [.name, .email, .password]
    var invitedEmail: String?
    var onSignedUp: ((Shopper) -> Void)?

    private let authAPI = AuthAPI()
    private let minimumPasswordLength = 8
    private let cellID = "SignupFieldCell"
    private var values: [Field: String] = [:]

    private let tableView = UITableView(frame: .zero, style: .insetGrouped)
    private let errorLabel = UILabel()
    private let submitButton = UIButton(type: .system)

    private var rows: [FormRow] {
        requiredFields.map { field in
            switch field {
            case .name:
                return FormRow(field: field, title: "Full name", placeholder: "Jane Appleseed", isSecure: false)
            case .email:
                return FormRow(field: field, title: "Email", placeholder: invitedEmail ?? "you@example.com", isSecure: false)
            case .password:
                return FormRow(field: field, title: "Password",
                               placeholder: "At least \(minimumPasswordLength) characters", isSecure: true)
            }
        }
    }

    // MARK: - Lifecycle

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Create account"
        navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .cancel, target: self,
                                                           action: #selector(cancelTapped))
        tableView.register(SignupFieldCell.self, forCellReuseIdentifier: cellID)
        tableView.dataSource = self
        errorLabel.textColor = .systemRed
        errorLabel.numberOfLines = 0
        errorLabel.isHidden = true
        submitButton.setTitle("Sign up", for: .normal)
        submitButton.addTarget(self, action: #selector(submitTapped), for: .touchUpInside)

        let stack = UIStackView(arrangedSubviews: [tableView, errorLabel, submitButton])
        stack.axis = .vertical
        stack.spacing = 12
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            stack.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            stack.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -16)
        ])
    }

    // MARK: - Validation

    private func validate() -> ValidationIssue? {
        let email = values[.email, default: ""].trimmingCharacters(in: .whitespaces)
        if values[.name, default: ""].trimmingCharacters(in: .whitespaces).isEmpty {
            return .missingName
        }
        if email.range(of: #"^[^@\s]+@[^@\s]+\.[A-Za-z]{2,}$"#, options: .regularExpression) == nil {
            return .invalidEmail
        }
        if values[.password, default: ""].count < minimumPasswordLength {
            return .shortPassword
        }
        return nil
    }

    // MARK: - Actions

    @objc private func textChanged(_ sender: UITextField) {
        errorLabel.isHidden = true
        values[rows[sender.tag].field] = sender.text ?? ""
    }

    @objc private func submitTapped() {
        view.endEditing(true)
        let issue = validate()
        if let issue = issue {
            switch issue {
            case .missingName:
                errorLabel.text = "Please tell us your name."
            case .invalidEmail:
                errorLabel.text = "That email address doesn't look right."
            case .shortPassword:
                errorLabel.text = "Passwords need at least \(minimumPasswordLength) characters."
            }
            errorLabel.isHidden = false
            return
        }

        errorLabel.isHidden = true
        submitButton.isEnabled = false
        authAPI.signUp(name: values[.name, default: ""],
                       email: values[.email, default: ""],
                       password: values[.password, default: ""]) { [weak self] result in
            guard let self = self else { return }
            self.submitButton.isEnabled = true
            switch result {
            case .success(let shopper):
                self.onSignedUp?(shopper)
            case .failure(let error):
                let alert = UIAlertController(title: "Sign-up failed",
                                              message: error.localizedDescription,
                                              preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: "OK", style: .default))
                self.present(alert, animated: true)
            }
        }
    }

    @objc private func cancelTapped() {
        view.endEditing(true)
        dismiss(animated: true)
    }
}

// MARK: - UITableViewDataSource

extension SignupFormViewController: UITableViewDataSource {

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        rows.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: cellID, for: indexPath) as! SignupFieldCell
        let row = rows[indexPath.row]
        cell.titleLabel.text = row.title
        cell.textField.placeholder = row.placeholder
        cell.textField.isSecureTextEntry = row.isSecure
        cell.textField.tag = indexPath.row
        cell.textField.addTarget(self, action: #selector(textChanged(_:)), for: .editingChanged)
        return cell
    }
}
