import Foundation

// MARK: - View controllers: formatting, navigation and switches

extension SyntheticCorpus.FileWriter {
    // MARK: Formatting

    mutating func formattingMethod() -> [String] {
        let name = unique(rng.pick(["update\(entry.noun)Summary", "configureLabels", "updateTotals", "render\(entry.noun)", "refreshHeader"]))
        var e = Emitter(indent: 1)
        e.blank()
        e.open("func \(name)() {")
        e.line("let formatter = NumberFormatter()")
        e.line("formatter.numberStyle = .\(rng.pick(["currency", "decimal", "currency", "percent"]))")
        if rng.chance(50) { e.line("formatter.locale = Locale(identifier: \"\(rng.pick(["en_US", "de_DE", "fr_FR", "en_GB", "ja_JP"]))\")") }
        e.line("formatter.maximumFractionDigits = \(rng.int(0...2))")
        e.line("var total = 0.0")
        e.line("var count = 0")
        e.open("for item in items {")
        e.open("if let price = item[\"price\"] as? Double, let quantity = item[\"quantity\"] as? Int {")
        e.line("total += price * Double(quantity)")
        e.line("count += quantity")
        if rng.chance(50) {
            e.reopen("} else if let price = item[\"price\"] as? String, let value = Double(price) {")
            e.line("total += value")
            e.line("count += 1")
        }
        e.close()
        e.close()
        e.line("totalAmount = total")
        e.line("\(label()).text = \"Total: \\(formatter.string(from: NSNumber(value: total)) ?? \"-\")\"")
        e.line("\(label()).text = count == 1 ? \"1 \(entry.noun.lowercased())\" : \"\\(count) \(entry.noun.lowercased())s\"")
        if rng.chance(70) {
            e.line("let dateFormatter = DateFormatter()")
            e.line("dateFormatter.dateFormat = \"\(rng.pick(Vocabulary.dateFormats))\"")
            e.open("if let date = lastUpdated {")
            e.line("\(label()).text = \"Updated \\(dateFormatter.string(from: date))\"")
            e.reopen("} else {")
            e.line("\(label()).text = \"Not updated yet\"")
            e.close()
        }
        if rng.chance(50) {
            e.open("if total > \(rng.pick([100, 250, 500, 1000])) && !isLoading {")
            e.line("\(label()).textColor = \(rng.pick(Vocabulary.colors))")
            e.reopen("} else {")
            e.line("\(label()).textColor = \(rng.pick(Vocabulary.colors))")
            e.close()
        }
        e.close()
        return e.lines
    }

    mutating func appearanceMethod() -> [String] {
        let name = unique(rng.pick(["configureAppearance", "setupViews", "applyTheme", "styleButtons"]))
        var e = Emitter(indent: 1)
        e.blank()
        e.open("private func \(name)() {")
        e.line("view.backgroundColor = \(rng.pick([".white", ".systemBackground", "UIColor(white: 0.97, alpha: 1)"]))")
        for button in buttons {
            e.line("\(button).layer.cornerRadius = \(rng.int(4...12))")
            e.line("\(button).backgroundColor = \(rng.pick(Vocabulary.colors))")
            e.line("\(button).setTitleColor(.white, for: .normal)")
        }
        e.line("let isDarkMode = traitCollection.userInterfaceStyle == .dark")
        e.open("for label in [\(labels.prefix(3).joined(separator: ", "))] {")
        e.line("label?.textColor = isDarkMode ? .white : .darkGray")
        e.line("label?.font = UIFont.systemFont(ofSize: \(rng.int(12...18)), weight: .\(rng.pick(["regular", "medium", "semibold"])))")
        e.close()
        if rng.chance(50) {
            e.open("if UserDefaults.standard.bool(forKey: \"large_text_enabled\") || UIApplication.shared.preferredContentSizeCategory.isAccessibilityCategory {")
            e.line("\(labels[0]).font = UIFont.preferredFont(forTextStyle: .title1)")
            e.close()
        }
        e.close()
        return e.lines
    }

    // MARK: Navigation

    mutating func navigationAction() -> [String] {
        let button = rng.pick(buttons)
        let base = button.replacingOccurrences(of: "Button", with: "")
        let name = unique("didTap\(capitalized(base))")
        var e = Emitter(indent: 1)
        e.blank()
        e.open("@IBAction func \(name)(_ sender: UIButton) {")
        e.line("Analytics.shared.track(\"\(screenKey)_\(snake(base))_tapped\")")
        switch rng.below(3) {
        case 0:
            e.open("guard let index = selectedIndex, index < items.count else {")
            e.line("\(label()).text = \"Please select a \(entry.noun.lowercased()) first\"")
            e.line("return")
            e.close()
            e.line("let item = items[index]")
            e.open("if let type = item[\"type\"] as? String, type == \"\(rng.pick(["premium", "business", "gift", "recurring"]))\" {")
            e.line("let controller = \(otherScreen())()")
            e.line("controller.title = item[\"name\"] as? String")
            e.line("navigationController?.pushViewController(controller, animated: true)")
            e.reopen("} else if UserDefaults.standard.bool(forKey: \"is_logged_in\") || item[\"public\"] as? Bool == true {")
            e.line("navigationController?.pushViewController(\(otherScreen())(), animated: true)")
            e.reopen("} else {")
            e.line("let login = UINavigationController(rootViewController: \(otherScreen())())")
            e.line("login.modalPresentationStyle = .fullScreen")
            e.line("present(login, animated: true, completion: nil)")
            e.close()
        case 1:
            let selector = hasSegmented ? "segmentedControl.selectedSegmentIndex" : "sender.tag"
            e.openSwitch("switch \(selector) {")
            let cases = rng.int(3...6)
            for value in 0..<cases {
                e.line("case \(value):")
                e.indent += 1
                if rng.chance(70) {
                    e.line("navigationController?.pushViewController(\(otherScreen())(), animated: true)")
                } else {
                    e.line("filter = \"\(rng.pick(Vocabulary.statuses))\"")
                    e.line("\(loadMethod)()")
                }
                e.indent -= 1
            }
            e.line("default:")
            e.line("    break")
            e.closeSwitch()
        default:
            e.line("guard !isLoading else { return }")
            e.open("if let delegateItem = items.first, let id = delegateItem[\"id\"] as? Int, id == \(idVar) {")
            e.line("UserDefaults.standard.set(id, forKey: \"last_\(snake(entry.noun))_id\")")
            e.close()
            e.line("let destination = \(otherScreen())()")
            e.line("destination.hidesBottomBarWhenPushed = \(rng.chance(50) ? "true" : "false")")
            e.line("navigationController?.pushViewController(destination, animated: true)")
        }
        e.close()
        return e.lines
    }

    mutating func prepareForSegue() -> [String] {
        guard !usedNames.contains("prepare") else { return switchHelper() }
        usedNames.append("prepare")
        var e = Emitter(indent: 1)
        e.blank()
        e.open("override func prepare(for segue: UIStoryboardSegue, sender: Any?) {")
        e.line("super.prepare(for: segue, sender: sender)")
        e.openSwitch("switch segue.identifier {")
        for segue in rng.sample(Vocabulary.segueNames, count: rng.int(2...4)) {
            e.line("case \"\(segue)\"?:")
            e.indent += 1
            e.open("if let destination = segue.destination as? \(otherScreen()), let index = selectedIndex {")
            e.line("destination.title = items[index][\"name\"] as? String")
            e.close()
            e.indent -= 1
        }
        e.line("default:")
        e.line("    break")
        e.closeSwitch()
        e.close()
        return e.lines
    }

    // MARK: Switches

    mutating func switchHelper() -> [String] {
        var e = Emitter(indent: 1)
        e.blank()
        let caseCount = rng.int(3...12)
        switch rng.below(3) {
        case 0:
            let name = unique("displayText")
            e.open("func \(name)(for status: String) -> String {")
            e.openSwitch("switch status {")
            let statuses = rng.sample(Vocabulary.statuses, count: caseCount)
            var i = 0
            while i < statuses.count {
                if i + 1 < statuses.count && rng.chance(25) {
                    e.line("case \"\(statuses[i])\", \"\(statuses[i + 1])\":")
                    e.line("    return NSLocalizedString(\"status_\(statuses[i])\", comment: \"\")")
                    i += 2
                } else {
                    e.line("case \"\(statuses[i])\":")
                    e.line("    return \"\(capitalized(statuses[i]).replacingOccurrences(of: "_", with: " "))\"")
                    i += 1
                }
            }
            e.line("default:")
            e.line("    return \"Unknown\"")
            e.closeSwitch()
            e.close()
        case 1:
            let name = unique("color")
            e.open("private func \(name)(forCode code: Int) -> UIColor {")
            e.openSwitch("switch code {")
            for value in 0..<caseCount {
                if value == caseCount - 1 {
                    e.line("case \(value * 100)..<\(value * 100 + 100):")
                } else {
                    e.line("case \(value):")
                }
                e.line("    return \(rng.pick(Vocabulary.colors))")
            }
            e.line("default:")
            e.line("    return .black")
            e.closeSwitch()
            e.close()
        default:
            let name = unique("apply\(entry.noun)State")
            e.open("func \(name)(_ state: Int) {")
            e.openSwitch("switch state {")
            for value in 0..<caseCount {
                e.line("case \(value):")
                e.indent += 1
                e.line("\(label()).text = \"\(capitalized(rng.pick(Vocabulary.statuses)).replacingOccurrences(of: "_", with: " "))\"")
                if rng.chance(40) { e.line("\(rng.pick(buttons)).isHidden = \(rng.chance(50) ? "true" : "false")") }
                if rng.chance(20) { e.line("Analytics.shared.track(\"\(screenKey)_state_\(value)\")") }
                e.indent -= 1
            }
            e.line("default:")
            e.line("    \(labels[0]).text = nil")
            e.closeSwitch()
            e.close()
        }
        return e.lines
    }
}
