import Foundation

// MARK: - View controllers: persistence, notifications, helpers and extensions

extension SyntheticCorpus.FileWriter {
    // MARK: Persistence and notifications

    mutating func persistenceMethod() -> [String] {
        let name = unique("save\(entry.noun)Preferences")
        var e = Emitter(indent: 1)
        e.blank()
        e.open("func \(name)() {")
        e.line("let defaults = UserDefaults.standard")
        e.line("defaults.set(filter, forKey: \"\(screenKey)_filter\")")
        e.line("defaults.set(currentPage, forKey: \"\(screenKey)_page\")")
        if hasSwitch { e.line("defaults.set(notificationsSwitch.isOn, forKey: \"notifications_enabled\")") }
        e.open("if let index = selectedIndex {")
        e.line("defaults.set(index, forKey: \"\(screenKey)_selected_index\")")
        e.reopen("} else {")
        e.line("defaults.removeObject(forKey: \"\(screenKey)_selected_index\")")
        e.close()
        e.line("defaults.synchronize()")
        e.line("NotificationCenter.default.post(name: NSNotification.Name(\"\(entry.noun)\(rng.pick(Vocabulary.notificationNames))\"), object: nil, userInfo: [\"filter\": filter])")
        e.line("Analytics.shared.track(\"\(screenKey)_preferences_saved\", properties: [\"filter\": filter, \"page\": currentPage])")
        e.close()
        return e.lines
    }

    mutating func notificationHandler() -> [String] {
        usedNames.append("handle\(entry.noun)Change")
        var e = Emitter(indent: 1)
        e.blank()
        e.open("@objc func handle\(entry.noun)Change(_ notification: Notification) {")
        e.open("guard let userInfo = notification.userInfo, let id = userInfo[\"id\"] as? Int else {")
        e.line("\(loadMethod)()")
        e.line("return")
        e.close()
        e.open("if id == \(idVar) || userInfo[\"force\"] as? Bool == true {")
        e.line("\(loadMethod)()")
        e.close()
        e.close()
        return e.lines
    }

    mutating func keyboardHandlers() -> [String] {
        usedNames += ["keyboardWillShow", "keyboardWillHide"]
        var e = Emitter(indent: 1)
        e.blank()
        e.open("@objc private func keyboardWillShow(_ notification: Notification) {")
        e.line("guard let userInfo = notification.userInfo,")
        e.open("      let frame = userInfo[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else {")
        e.line("return")
        e.close()
        e.line("scrollView.contentInset.bottom = frame.height")
        e.line("scrollView.scrollIndicatorInsets.bottom = frame.height")
        e.close()
        e.blank()
        e.open("@objc private func keyboardWillHide(_ notification: Notification) {")
        e.line("scrollView.contentInset = .zero")
        e.line("scrollView.scrollIndicatorInsets = .zero")
        e.close()
        return e.lines
    }

    mutating func timerMethod() -> [String] {
        usedNames.append("startRefreshTimer")
        var e = Emitter(indent: 1)
        e.blank()
        e.open("private func startRefreshTimer() {")
        e.line("refreshTimer?.invalidate()")
        e.open("refreshTimer = Timer.scheduledTimer(withTimeInterval: \(rng.pick([15, 30, 60, 120])), repeats: true) { [weak self] _ in")
        e.line("guard let self = self else { return }")
        e.open("if !self.isLoading && self.view.window != nil {")
        e.line("self.\(loadMethod)()")
        e.close()
        e.close()
        e.close()
        return e.lines
    }

    mutating func alertHelper() -> [String] {
        usedNames.append("showAlert")
        var e = Emitter(indent: 1)
        e.blank()
        e.open("func showAlert(title: String, message: String) {")
        e.line("let alert = UIAlertController(title: title, message: message, preferredStyle: .alert)")
        e.line("alert.addAction(UIAlertAction(title: \"OK\", style: .default, handler: nil))")
        e.line("present(alert, animated: true, completion: nil)")
        e.close()
        return e.lines
    }

    mutating func confirmationAlert() -> [String] {
        let name = unique("confirmDelete\(entry.noun)")
        var e = Emitter(indent: 1)
        e.blank()
        e.open("private func \(name)(at index: Int) {")
        e.line("let alert = UIAlertController(title: \"Delete \(entry.noun)\", message: \"Are you sure? This cannot be undone.\", preferredStyle: .\(rng.pick(["alert", "actionSheet"])))")
        e.line("alert.addAction(UIAlertAction(title: \"Cancel\", style: .cancel, handler: nil))")
        e.open("alert.addAction(UIAlertAction(title: \"Delete\", style: .destructive) { [weak self] _ in")
        e.line("guard let self = self, index < self.items.count else { return }")
        e.line("let removed = self.items.remove(at: index)")
        e.open("if let id = removed[\"id\"] as? Int {")
        e.line("URLSession.shared.dataTask(with: URL(string: \"https://api.example.com/v1/\(pathComponent)/\\(id)\")!).resume()")
        e.close()
        if hasTable { e.line("self.tableView.reloadData()") }
        e.line("Analytics.shared.track(\"\(screenKey)_deleted\")")
        e.close("})")
        e.line("present(alert, animated: true, completion: nil)")
        e.close()
        return e.lines
    }

    // MARK: Helpers with loops and conditions

    mutating func validationHelper() -> [String] {
        let name = unique(rng.pick(["validateForm", "canSubmit", "isInputValid"]))
        var e = Emitter(indent: 1)
        e.blank()
        e.open("private func \(name)() -> Bool {")
        e.line("var isValid = true")
        if hasTextField {
            e.line("let email = emailTextField.text ?? \"\"")
            e.open("if email.isEmpty || !email.contains(\"@\") || email.count > 254 {")
            e.line("\(label()).text = \"Please enter a valid email\"")
            e.line("isValid = false")
            e.close()
        }
        e.open("for (index, item) in items.enumerated() where index < \(rng.pick([20, 50, 100])) {")
        e.line("let quantity = item[\"quantity\"] as? Int ?? 0")
        e.open("if quantity <= 0 && !(item[\"optional\"] as? Bool ?? false) {")
        e.line("isValid = false")
        e.line("break")
        e.close()
        e.close()
        e.line("var attempts = retryCount")
        e.open("while attempts > \(rng.int(2...5)) && isValid {")
        e.line("attempts -= 1")
        e.close()
        e.line("return isValid && !isLoading && (selectedIndex != nil || items.isEmpty)")
        e.close()
        return e.lines
    }

    mutating func filterHelper() -> [String] {
        let name = unique("filtered\(entry.noun)s")
        var e = Emitter(indent: 1)
        e.blank()
        e.open("private func \(name)(matching query: String) -> [[String: Any]] {")
        e.line("var result: [[String: Any]] = []")
        e.open("for item in items {")
        e.line("guard let name = item[\"name\"] as? String else { continue }")
        e.open("if query.isEmpty || name.lowercased().contains(query.lowercased()) {")
        e.open("if filter == \"all\" || (item[\"status\"] as? String) == filter {")
        e.line("result.append(item)")
        e.close()
        e.close()
        e.close()
        e.open("return result.sorted { lhs, rhs in")
        e.line("(lhs[\"\(rng.pick(["date", "price", "updated_at", "rank"]))\"] as? Double ?? 0) > (rhs[\"date\"] as? Double ?? 0)")
        e.close()
        e.close()
        return e.lines
    }

    // MARK: Extensions

    mutating func tableExtension() -> [String] {
        let name = entry.typeName
        let o = isTableViewController ? "override " : ""
        var e = Emitter(indent: 0)
        e.blank()
        e.line("// MARK: - UITableViewDataSource & UITableViewDelegate")
        e.blank()
        e.open(isTableViewController ? "extension \(name) {" : "extension \(name): UITableViewDataSource, UITableViewDelegate {")
        e.open("\(o)func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {")
        e.line("return items.count")
        e.close()
        e.blank()
        e.open("\(o)func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {")
        e.line("let cell = tableView.dequeueReusableCell(withIdentifier: \"\(entry.noun)Cell\", for: indexPath)")
        e.line("let item = items[indexPath.row]")
        e.line("cell.textLabel?.text = item[\"name\"] as? String ?? \"Untitled\"")
        e.open("if let price = item[\"price\"] as? Double {")
        e.line("cell.detailTextLabel?.text = String(format: \"$%.2f\", price)")
        e.reopen("} else {")
        e.line("cell.detailTextLabel?.text = nil")
        e.close()
        e.line("cell.accessoryType = selectedIndex == indexPath.row ? .checkmark : .disclosureIndicator")
        e.line("return cell")
        e.close()
        e.blank()
        e.open("\(o)func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {")
        e.line("tableView.deselectRow(at: indexPath, animated: true)")
        e.line("selectedIndex = indexPath.row")
        e.line("let item = items[indexPath.row]")
        e.openSwitch("switch item[\"type\"] as? String ?? \"\" {")
        for type in rng.sample(["detail", "edit", "history", "web", "gift", "support", "promo"], count: rng.int(2...4)) {
            e.line("case \"\(type)\":")
            e.line("    navigationController?.pushViewController(\(otherScreen())(), animated: true)")
        }
        e.line("default:")
        e.indent += 1
        e.line("Analytics.shared.track(\"\(screenKey)_row_selected\", properties: [\"id\": item[\"id\"] ?? 0])")
        if hasDelegate {
            e.line("delegate?.\(lowerNoun)Screen(self, didSelect\(entry.noun): item)")
        }
        e.indent -= 1
        e.closeSwitch()
        e.close()
        e.blank()
        e.open("\(o)func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {")
        e.open("if indexPath.row == items.count - \(rng.int(3...8)) && hasMorePages && !isLoading {")
        e.line("currentPage += 1")
        e.line("\(loadMethod)(page: currentPage)")
        e.close()
        e.close()
        e.close()
        return e.lines
    }

    mutating func textFieldExtension() -> [String] {
        var e = Emitter(indent: 0)
        e.blank()
        e.line("// MARK: - UITextFieldDelegate")
        e.blank()
        e.open("extension \(entry.typeName): UITextFieldDelegate {")
        e.open("func textFieldShouldReturn(_ textField: UITextField) -> Bool {")
        e.line("textField.resignFirstResponder()")
        e.open("if let text = textField.text, text.count >= 3 {")
        e.line("filter = text")
        e.line("\(loadMethod)()")
        e.close()
        e.line("return true")
        e.close()
        e.close()
        return e.lines
    }
}
