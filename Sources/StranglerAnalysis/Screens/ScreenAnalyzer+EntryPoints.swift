import StranglerSources

/// The members UIKit, AppKit or the run loop calls on a view controller (its lifecycle, data-source and delegate callbacks,
/// target-actions, selector targets): they stay in the ViewController, which sends Requests from them.
extension ScreenAnalyzer {
    /// Whether a member is one UIKit calls through a view controller's life (`viewDidLoad()`, `viewWillTransition(to:with:)`,
    /// `traitCollectionDidChange(_:)`, an Objective-C `viewWillAppear:`): read by `analyze`'s split and `seams`' test points.
    package static func isViewLifecycle(_ name: String) -> Bool {
        lifecyclePrefixes.contains(where: name.hasPrefix)
    }

    private static let lifecyclePrefixes = [
        "viewDidLoad", "viewWillAppear", "viewDidAppear", "viewWillDisappear", "viewDidDisappear", "viewWillLayoutSubviews",
        "viewDidLayoutSubviews", "viewDidUnload", "viewWillUnload", "loadView", "awakeFromNib", "traitCollectionDidChange",
        "updateViewConstraints", "viewSafeAreaInsetsDidChange", "viewLayoutMarginsDidChange", "viewWillTransition", "didReceiveMemoryWarning",
        "willMove(toParent:", "didMove(toParent:", "willMoveToParentViewController:", "didMoveToParentViewController:",
        // UIKit's initializers, and the rotation callbacks before iOS 8.
        "init(coder:", "init(nibName:", "init(style:", "initWithCoder:", "initWithNibName:", "initWithStyle:",
        "willRotateToInterfaceOrientation:", "willAnimateRotationToInterfaceOrientation:", "didRotateFromInterfaceOrientation:",
        // An AppKit window controller's.
        "windowDidLoad", "windowWillLoad", "loadWindow",
    ]

    /// Whether a member is a UIKit data source or delegate method (`tableView(_:cellForRowAt:)`, `scrollViewDidScroll(_:)`),
    /// in Swift or as an Objective-C selector (`tableView:numberOfRowsInSection:`).
    package static func isDataSourceOrDelegate(_ name: String) -> Bool {
        if dataSourcePrefixes.contains(where: name.hasPrefix) { return true }
        // A selector's first `:` stands where a Swift name has its `(`.
        guard !name.utf8.contains(UInt8(ascii: "(")), let colon = name.firstIndex(of: ":") else { return false }
        let swiftStyle = name[..<colon] + "(" + name[name.index(after: colon)...]
        return dataSourcePrefixes.contains(where: swiftStyle.hasPrefix)
    }

    private static let dataSourcePrefixes = [
        "tableView(", "collectionView(", "numberOfSections(", "numberOfSectionsIn", "numberOfComponents", "pickerView(",
        "scrollView", "searchBar(", "textField(", "textFieldShouldReturn(", "textViewDidChange(", "pageViewController(",
        "presentationCount(",
        // UIActivityItemSource: what a share sheet asks its item source for.
        "activityViewController(", "activityViewControllerPlaceholderItem(", "activityViewControllerLinkMetadata(",
        // UIAdaptivePresentationControllerDelegate and UIPopoverPresentationControllerDelegate.
        "adaptivePresentationStyle(", "adaptivePresentationStyleFor", "presentationController(", "presentationControllerShouldDismiss(",
        "presentationControllerWillDismiss(", "presentationControllerDidDismiss(", "presentationControllerDidAttemptToDismiss(",
        "prepareForPopoverPresentation(", "popoverPresentationControllerShouldDismissPopover(",
        "popoverPresentationControllerDidDismissPopover(",
        // AppKit's: a table's or an outline's rows (`numberOfRows(in:)`, Objective-C's `numberOfRowsInTableView:`), a
        // combo box's items, a text field's edits, a split view's, a tab view's, a menu's and a window's delegate.
        "numberOfRows(", "numberOfRowsIn", "outlineView(", "tableViewSelectionDidChange(", "tableViewSelectionIsChanging(",
        "outlineViewSelectionDidChange(", "numberOfItems(", "numberOfItemsIn", "comboBox(", "controlTextDidChange(",
        "controlTextDidBeginEditing(", "controlTextDidEndEditing(", "splitView(", "tabView(", "menuNeedsUpdate(", "menuWillOpen(",
        "menuDidClose(", "windowWillClose(", "windowDidResize(", "windowShouldClose(", "windowDidBecomeKey(", "windowDidResignKey(",
    ]

    /// The senders of the delegate and data-source protocols a screen adopts, as lower-case words without a type
    /// prefix: `MFMailComposeViewControllerDelegate` → `mail compose view controller`.
    package static func delegateSenders(_ decls: [TypeDecl]) -> [[String]] {
        var senders: [[String]] = []
        for name in decls.lazy.flatMap(\.inherited) {
            guard let suffix = TypeNames.delegateSuffix(of: name) else { continue }
            var words = NameWords.split(String(name.dropLast(suffix.count)))
            if words.count > 1, words[0].count > 1, words[0].allSatisfy(\.isUppercase) { words.removeFirst() }
            let sender = words.map { $0.lowercased() }
            if !sender.isEmpty, !senders.contains(sender) { senders.append(sender) }
        }
        return senders
    }


    /// Whether a member is a callback of a delegate protocol the screen adopts, named the Cocoa way after its sender:
    /// `mailComposeController(_:didFinishWith:error:)` and `popoverControllerDidDismissPopover:` begin with the sender's
    /// words (`modalViewController:` for `ARModalAlertViewControllerDelegate`), `didDismissSearchController:` ends with them.
    package static func isDelegateCallback(_ name: String, senders: [[String]]) -> Bool {
        guard !senders.isEmpty else { return false }
        // Most members begin with no sender's first word: decided on the bytes, before the name is split.
        let bytes = name.utf8
        guard senders.contains(where: { bytes.starts(with: $0[0].utf8) }) || Self.tenses.contains(where: { bytes.starts(with: $0.utf8) })
        else { return false }
        let words = NameWords.split(String(name.prefix { $0 != ":" })).map { $0.lowercased() }
        // One word names the sender only when the sender is passed (`download:`, `download(_:didFinish:)`).
        guard words.count > 1 || !words.isEmpty && name.utf8.contains(UInt8(ascii: ":")) else { return false }
        return senders.contains { sender in
            if Self.tenses.contains(words[0]) { return words.dropFirst().suffix(sender.count).elementsEqual(sender) }
            guard words[0] == sender[0] else { return false }
            // The leading words name the sender, some of its words left out, up to its last word.
            var position = 0
            for (offset, word) in words.enumerated() {
                guard let found = sender[position...].firstIndex(of: word) else { return false }
                if found == sender.count - 1 {
                    guard offset + 1 < words.count else { return true }
                    let next = words[offset + 1]
                    // One word names too much (`downloadTheFile…` beside a `DownloadDelegate`): then only a verb of
                    // the delegate's tense follows (`syncDidFinish:`).
                    if sender.count == 1 { return Self.tenses.contains(next) || next == "can" }
                    // A factory named for the sender (`syncMessageViewControllerWithMessage:`) goes on with a preposition.
                    return !Self.prepositions.contains(next)
                }
                position = found + 1
            }
            return false
        }
    }

    /// Whether a method has the signature of a Cocoa callback, whichever protocol declares it: named for a sender it is
    /// passed, the sender's type ending in the words of that name. Either the name is the sender's alone and more
    /// follows (`webView(_ webView: WKWebView, decidePolicyFor:decisionHandler:)`, `locationManager(_:didUpdateLocations:)`,
    /// `- mapView:viewForAnnotation:`), or a tense follows the sender (`keyboardBarDidTapClose(_ keyboardBar:
    /// FindAndReplaceKeyboardBar)`, `audioPlayerDidFinishPlaying(_:successfully:)`). A sender of one word is not enough
    /// (`image(_ image: UIImage)` is a helper's name as often as not).
    package static func isSenderCallback(_ member: Member) -> Bool {
        guard member.kind == .method else { return false }
        let name = member.name
        // A Swift callback's sender comes first, unlabelled (`onboardingStateDidChange(to:)` is passed a state, no sender).
        if let open = name.firstIndex(of: "("), !name[open...].hasPrefix("(_:") { return false }
        let parameterCount = name.utf8.reduce(0) { $0 + ($1 == 0x3A ? 1 : 0) }
        guard parameterCount >= 1, member.locals.values.contains(where: \.isParameter) else { return false }
        let words = NameWords.split(String(name.prefix { $0 != ":" })).map { $0.lowercased() }
        let sender: ArraySlice<String>
        if let tense = words.firstIndex(where: tenses.contains) {
            sender = words[..<tense]
        } else {
            guard parameterCount >= 2 else { return false }
            sender = words[...]
        }
        guard sender.count >= 2 else { return false }
        func endsInTheSender(_ typeWords: ArraySlice<String>) -> Bool {
            typeWords.count >= sender.count && typeWords.suffix(sender.count).elementsEqual(sender)
        }
        return member.locals.values.contains { local in
            guard local.isParameter, let type = local.typeName.map(TypeNames.base), type.utf8.count > 2 else { return false }
            let typeWords = NameWords.split(type).map { $0.lowercased() }
            // Or in the sender's words and the kind of UI object it is: `floatingPanel(_ fpc:
            // FloatingPanelController, layoutFor:)`.
            return endsInTheSender(typeWords[...]) || typeWords.last.map(senderKinds.contains) == true && endsInTheSender(typeWords.dropLast())
        }
    }

    /// What a sender's type may add to the words a callback names it by (`FloatingPanelController` for `floatingPanel`).
    private static let senderKinds: Set<String> = ["controller", "view"]

    /// The words a delegate callback's tense begins with (`…DidFinish`, `willDismiss…`, `…ShouldReturn`).
    private static let tenses = ["did", "will", "should"]
    private static let prepositions: Set<String> = ["with", "for", "from", "at", "of", "in", "to", "by", "on"]

    /// Methods the screen names in a `#selector(…)` or `@selector(…)`, by base name (the whole selector in Objective-C):
    /// UIKit, the notification centre or a timer calls them, as it calls an `@IBAction` (`cancelButtonAction()`, given
    /// to a bar button item), with the reason each stays in the ViewController.
    static func selectorTargets(_ members: [MemberFacts]) -> [String: String] {
        selectorTargets(events: members.lazy.map { $0.member.events })
    }

    /// `selectorTargets` over the events of each member (`seams` has no detector findings to hand).
    package static func selectorTargets(events eventsOfEachMember: some Sequence<[Event]>) -> [String: String] {
        var targets: [String: String] = [:]
        for events in eventsOfEachMember {
            // By index: copying each event and summary costs more than a look at the argument's first byte.
            for position in events.indices where events[position].kind == .call {
                let arguments = events[position].arguments
                for index in arguments.indices {
                    guard let target = selectorName(arguments[index].text) else { continue }
                    let name = events[position].name
                    if name == "addObserver" {
                        targets[target] = "notification handler: the ViewController turns it into a Request"
                    } else if targets[target] == nil, let timer = timerKind(name, receiver: events[position].receiver.last) {
                        targets[target] = timer
                    } else if targets[target] == nil {
                        targets[target] = "target-action: UIKit calls it on the ViewController, which sends a Request"
                    }
                }
            }
        }
        return targets
    }

    /// A timer's or a display link's target: Foundation's run loop calls it, not UIKit (`Timer.scheduledTimer(timeInterval:
    /// target:selector:userInfo:repeats:)`, `[NSTimer scheduledTimerWithTimeInterval:…]`, `CADisplayLink(target:selector:)`).
    private static func timerKind(_ name: String, receiver: String?) -> String? {
        if name.hasPrefix("scheduledTimer") || name.hasPrefix("timerWithTimeInterval")
            || name == "init" && (receiver == "Timer" || receiver == "NSTimer") {
            return "timer callback: the run loop calls it on the ViewController, which sends a Request"
        }
        if name.hasPrefix("displayLinkWithTarget") || name == "init" && receiver == "CADisplayLink" {
            return "display link callback: each frame of an animation, the ViewController's"
        }
        return nil
    }

    /// `#selector(ProfileViewController.refresh(_:))` → `refresh`, `@selector(cancel:)` → `cancel:`; `nil` for any other text.
    static func selectorName(_ text: String) -> String? {
        // Most arguments start otherwise: one byte decides.
        guard let first = text.utf8.first, first == UInt8(ascii: "#") || first == UInt8(ascii: "@") else { return nil }
        let swift = text.hasPrefix("#selector(")
        guard swift || text.hasPrefix("@selector("), text.hasSuffix(")") else { return nil }
        var inner = text.dropFirst("#selector(".count).dropLast().drop { $0 == " " }
        for prefix in ["getter:", "setter:"] where inner.hasPrefix(prefix) { inner = inner.dropFirst(prefix.count).drop { $0 == " " } }
        guard swift else { return inner.isEmpty ? nil : String(inner) }
        let base = inner.prefix { $0 != "(" }
        let name = base.split(separator: ".").last ?? base
        return name.isEmpty ? nil : String(name)
    }

    /// A target-action method: one parameter, named `sender` (`save:(id)sender`, `doneTapped(_ sender: UIButton)`).
    package static func isTargetAction(_ member: Member) -> Bool {
        member.kind == .method && member.locals["sender"]?.isParameter == true
            && member.locals.values.lazy.filter(\.isParameter).count == 1
    }

    /// What Objective-C view controllers override of `UIViewController` and `UIResponder` besides the view lifecycle:
    /// without Swift's `override`, the selector alone says it is UIKit's.
    static let uiKitSelectors: Set<String> = [
        "prefersStatusBarHidden", "preferredStatusBarStyle", "preferredStatusBarUpdateAnimation", "prefersHomeIndicatorAutoHidden",
        "childViewControllerForStatusBarStyle", "childViewControllerForStatusBarHidden", "preferredScreenEdgesDeferringSystemGestures",
        "shouldAutorotate", "shouldAutorotateToInterfaceOrientation:", "supportedInterfaceOrientations",
        "preferredInterfaceOrientationForPresentation", "edgesForExtendedLayout", "extendedLayoutIncludesOpaqueBars",
        "automaticallyAdjustsScrollViewInsets", "modalTransitionStyle", "modalPresentationStyle",
        "modalPresentationCapturesStatusBarAppearance", "preferredContentSize", "contentSizeForViewInPopover",
        "hidesBottomBarWhenPushed", "navigationItem", "toolbarItems", "tabBarItem", "title", "setTitle:",
        "canBecomeFirstResponder", "canResignFirstResponder", "becomeFirstResponder", "resignFirstResponder",
        "inputAccessoryView", "inputView", "keyCommands", "canPerformAction:withSender:", "setEditing:animated:",
        "motionBegan:withEvent:", "motionEnded:withEvent:", "motionCancelled:withEvent:", "touchesBegan:withEvent:",
        "touchesMoved:withEvent:", "touchesEnded:withEvent:", "touchesCancelled:withEvent:", "pressesBegan:withEvent:",
        "pressesEnded:withEvent:", "shouldAutomaticallyForwardAppearanceMethods", "disablesAutomaticKeyboardDismissal",
        "preferredFocusEnvironments", "preferredFocusedView", "previewActionItems",
        "encodeRestorableStateWithCoder:", "decodeRestorableStateWithCoder:", "applicationFinishedRestoringState",
    ]
}
