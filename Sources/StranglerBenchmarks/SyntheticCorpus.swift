import Foundation

/// A deterministic corpus of realistic legacy view-controller code for benchmarks.
///
/// The generated files are syntactically valid Swift written in the style of a
/// 2016-2019 UIKit code base: massive view controllers that do networking,
/// persistence, formatting and navigation themselves, plus a sprinkling of
/// models, API clients and newer SwiftUI views. They are never type-checked
/// (UIKit does not exist on Linux); they only have to parse.
///
/// Determinism: all randomness comes from a SplitMix64 generator seeded from
/// `seed` and the file index, and only arrays are iterated (never dictionaries
/// or sets, whose order changes between processes), so the same arguments
/// always give the same bytes, across processes and toolchains.
///
/// The writers of each kind of file live in `SyntheticCorpus+…` files beside this one.
struct SyntheticCorpus {
    struct File: Sendable {
        let relativePath: String
        let text: String
    }

    /// Generates about `totalLines` lines spread over `fileCount` files; the same arguments always give the same bytes.
    ///
    /// Each file is sized to its share of the remaining budget, so the total is
    /// exact unless the per-file budget is below the smallest file the generator
    /// can write (roughly 40 lines), in which case files are that small instead.
    static func generate(fileCount: Int, totalLines: Int, seed: UInt64 = 42) -> [File] {
        guard fileCount > 0 else { return [] }
        let plan = makePlan(fileCount: fileCount, seed: seed)
        let viewControllerNames = plan.filter { $0.kind == .viewController }.map(\.typeName)
        let hasBase = plan.contains { $0.kind == .baseViewController }

        var weights: [Double] = []
        var planRng = SplitMix64(seed: seed ^ 0xA5A5_5A5A_C3C3_3C3C)
        for entry in plan {
            let jitter = 0.6 + 0.8 * planRng.unit()
            weights.append(entry.kind.relativeSize * jitter)
        }

        var remainingWeight = weights.reduce(0, +)
        var remainingLines = max(totalLines, 0)
        var files: [File] = []
        files.reserveCapacity(fileCount)
        for (index, entry) in plan.enumerated() {
            let weight = weights[index]
            let share = remainingWeight > 0 ? Double(remainingLines) * weight / remainingWeight : 0
            let target = max(Int(share.rounded()), 1)
            remainingWeight -= weight
            let rng = SplitMix64(seed: seed &+ 0x9E37_79B9_7F4A_7C15 &* UInt64(index + 1))
            var writer = FileWriter(entry: entry, index: index, rng: rng, viewControllers: viewControllerNames, hasBase: hasBase)
            let lines = writer.write(targetLines: target)
            remainingLines -= lines.count
            files.append(File(relativePath: entry.path, text: lines.joined(separator: "\n") + "\n"))
        }
        return files
    }

    /// Number of lines in the files, counted the way `wc -l` counts them (newline characters).
    static func lineCount(_ files: [File]) -> Int {
        files.reduce(0) { $0 + lineCount($1.text) }
    }

    /// Line breaks in one text.
    static func lineCount(_ text: String) -> Int {
        var count = 0
        for byte in text.utf8 where byte == 0x0A {
            count += 1
        }
        return count
    }
}

// MARK: - Plan

extension SyntheticCorpus {
    enum Kind: Sendable, Equatable {
        case baseViewController
        case analytics
        case viewController
        case model
        case apiClient
        case swiftUIView

        var relativeSize: Double {
            switch self {
            case .baseViewController: return 0.8
            case .analytics: return 0.5
            case .viewController: return 1.15
            case .model: return 0.55
            case .apiClient: return 0.8
            case .swiftUIView: return 0.5
            }
        }
    }

    struct PlanEntry: Sendable {
        let kind: Kind
        let typeName: String
        let path: String
        let noun: String
        let feature: String
    }

    static func makePlan(fileCount: Int, seed: UInt64) -> [PlanEntry] {
        var rng = SplitMix64(seed: seed ^ 0x5EED_0F_C0DE)
        var plan: [PlanEntry] = []
        plan.reserveCapacity(fileCount)
        let hasBase = fileCount >= 4
        for index in 0..<fileCount {
            let noun = Vocabulary.nouns[rng.below(Vocabulary.nouns.count)]
            let feature = Vocabulary.features[rng.below(Vocabulary.features.count)]
            let kind: Kind
            if hasBase && index == 0 {
                kind = .baseViewController
            } else if hasBase && index == 1 {
                kind = .analytics
            } else {
                let roll = rng.below(100)
                if roll < 72 { kind = .viewController }
                else if roll < 82 { kind = .model }
                else if roll < 91 { kind = .apiClient }
                else { kind = .swiftUIView }
            }
            let typeName: String
            let path: String
            switch kind {
            case .baseViewController:
                typeName = "BaseViewController"
                path = "LegacyApp/Common/BaseViewController.swift"
            case .analytics:
                typeName = "Analytics"
                path = "LegacyApp/Common/Analytics.swift"
            case .viewController:
                typeName = "Screen\(index)ViewController"
                path = "LegacyApp/Features/\(feature)/Screen\(index)ViewController.swift"
            case .model:
                typeName = "\(noun)Model\(index)"
                path = "LegacyApp/Models/\(noun)Model\(index).swift"
            case .apiClient:
                typeName = "\(noun)APIClient\(index)"
                path = "LegacyApp/Networking/\(noun)APIClient\(index).swift"
            case .swiftUIView:
                typeName = "\(noun)RowView\(index)"
                path = "LegacyApp/Features/\(feature)/Views/\(noun)RowView\(index).swift"
            }
            plan.append(PlanEntry(kind: kind, typeName: typeName, path: path, noun: noun, feature: feature))
        }
        return plan
    }
}

// MARK: - Randomness

extension SyntheticCorpus {
    /// SplitMix64 (Steele, Lea, Flood 2014). Own range helpers instead of the
    /// standard library's so the byte output never depends on stdlib internals.
    struct SplitMix64: Sendable {
        private var state: UInt64

        init(seed: UInt64) {
            state = seed
        }

        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }

        /// Uniform in 0..<bound (bound > 0).
        mutating func below(_ bound: Int) -> Int {
            precondition(bound > 0)
            return Int(next() % UInt64(bound))
        }

        /// Uniform in the closed range.
        mutating func int(_ range: ClosedRange<Int>) -> Int {
            range.lowerBound + below(range.upperBound - range.lowerBound + 1)
        }

        /// Uniform in [0, 1).
        mutating func unit() -> Double {
            Double(next() >> 11) * (1.0 / 9_007_199_254_740_992.0)
        }

        /// True with the given percentage.
        mutating func chance(_ percent: Int) -> Bool {
            below(100) < percent
        }

        mutating func pick<T>(_ items: [T]) -> T {
            items[below(items.count)]
        }

        /// `count` distinct elements, in their original order.
        mutating func sample<T>(_ items: [T], count: Int) -> [T] {
            var chosen = [Bool](repeating: false, count: items.count)
            var left = min(count, items.count)
            while left > 0 {
                let index = below(items.count)
                if !chosen[index] {
                    chosen[index] = true
                    left -= 1
                }
            }
            var result: [T] = []
            for (index, item) in items.enumerated() where chosen[index] {
                result.append(item)
            }
            return result
        }
    }
}

// MARK: - Vocabulary

extension SyntheticCorpus {
    enum Vocabulary {
        static let nouns = [
            "Order", "Invoice", "Profile", "Cart", "Product", "Payment", "Shipment", "Message",
            "Account", "Coupon", "Review", "Wishlist", "Address", "Subscription", "Ticket", "Booking",
            "Receipt", "Store", "Category", "Delivery", "Reward", "Wallet", "Transfer", "Statement",
            "Document", "Appointment", "Story", "Voucher", "Refund", "Contact",
        ]
        static let features = [
            "Checkout", "Account", "Catalog", "Messaging", "Payments", "Onboarding", "Settings",
            "Rewards", "Support", "Search", "Orders", "Bookings", "Home", "Inbox",
        ]
        static let authors = [
            "John Appleseed", "Maria Garcia", "Wei Chen", "Priya Patel", "Tom Becker", "Ana Souza",
            "Kenji Watanabe", "Olga Ivanova", "Sam Taylor", "Fatima Ali",
        ]
        static let statuses = [
            "pending", "active", "shipped", "delivered", "cancelled", "refunded", "failed", "expired",
            "archived", "draft", "on_hold", "processing", "completed", "returned",
        ]
        static let labelNames = [
            "subtitleLabel", "priceLabel", "dateLabel", "statusLabel", "totalLabel", "countLabel",
            "descriptionLabel", "emptyStateLabel", "balanceLabel", "footerLabel",
        ]
        static let buttonNames = [
            "submitButton", "cancelButton", "retryButton", "shareButton", "filterButton", "editButton",
            "deleteButton", "checkoutButton",
        ]
        static let todoComments = [
            "// TODO: move this into a view model once the refactor lands",
            "// FIXME: this should not run on every appearance",
            "// HACK: backend sometimes returns strings instead of numbers",
            "// NOTE: keep in sync with the Android app",
            "// TODO: remove after the 4.2 migration",
            "// swiftlint:disable:next line_length",
            "// Legacy: copied from the old checkout flow",
            "// FIXME: retain cycle? check with Instruments",
        ]
        static let colors = [".systemRed", ".systemGreen", ".systemOrange", ".systemBlue", ".darkGray", ".lightGray", ".black", ".systemPurple"]
        static let dateFormats = ["MMM d, yyyy", "dd/MM/yyyy", "yyyy-MM-dd'T'HH:mm:ssZ", "EEEE, MMM d", "HH:mm", "MMM d, h:mm a"]
        static let notificationNames = ["DidChange", "DidUpdate", "WasDeleted", "NeedsRefresh", "DidFail", "SelectionChanged"]
        static let segueNames = ["showDetail", "showSettings", "showEdit", "presentFilter", "showHistory", "showHelp"]
        static let symbols = ["star", "heart", "cart", "bell", "doc.text", "creditcard", "person.crop.circle", "tag", "clock", "gift"]
    }
}

// MARK: - Line emitter

extension SyntheticCorpus {
    struct Emitter {
        var lines: [String] = []
        var indent: Int

        init(indent: Int = 0) {
            self.indent = indent
        }

        mutating func line(_ text: String) {
            if text.isEmpty {
                lines.append("")
            } else {
                lines.append(String(repeating: "    ", count: indent) + text)
            }
        }

        mutating func blank() {
            lines.append("")
        }

        /// Emits `text` (which should end with `{`) and indents.
        mutating func open(_ text: String) {
            line(text)
            indent += 1
        }

        /// Dedents and emits `text` (a closing brace, possibly followed by more).
        mutating func close(_ text: String = "}") {
            indent -= 1
            line(text)
        }

        /// A `switch` line: `case` labels stay at the switch's own level
        /// (Xcode's style), so the indentation does not change.
        mutating func openSwitch(_ text: String) {
            line(text)
        }

        /// The brace that closes a `switch` opened with `openSwitch`.
        mutating func closeSwitch() {
            line("}")
        }

        /// `} else {` style: dedent, emit, indent.
        mutating func reopen(_ text: String) {
            indent -= 1
            line(text)
            indent += 1
        }
    }
}

// MARK: - File writer

extension SyntheticCorpus {
    struct FileWriter {
        let entry: PlanEntry
        let index: Int
        var rng: SplitMix64
        let viewControllers: [String]
        let hasBase: Bool

        // Per-file state for view controllers.
        var usedNames: [String] = []
        var labels: [String] = []
        var buttons: [String] = []
        var hasTable = false
        var hasTextField = false
        var hasSegmented = false
        var hasScrollView = false
        var hasSwitch = false
        var hasTimer = false
        var isTableViewController = false
        var isBaseSubclass = false
        var hasDelegate = false
        /// Small budgets get view controllers without the optional parts.
        var compact = false
        var modelStatuses: [String] = []
        var loadMethod = "loadItems"
        var idVar = "itemId"
        var lowerNoun = "item"
        var pathComponent = "items"
        var screenKey = "screen"

        init(entry: PlanEntry, index: Int, rng: SplitMix64, viewControllers: [String], hasBase: Bool) {
            self.hasBase = hasBase
            self.entry = entry
            self.index = index
            self.rng = rng
            self.viewControllers = viewControllers
            lowerNoun = entry.noun.prefix(1).lowercased() + entry.noun.dropFirst()
            idVar = lowerNoun + "Id"
            pathComponent = snake(entry.noun) + "s"
            screenKey = snake(entry.noun) + "_" + String(index)
        }

        mutating func write(targetLines: Int) -> [String] {
            switch entry.kind {
            case .viewController: return writeViewController(target: targetLines)
            case .baseViewController: return writeBaseViewController(target: targetLines)
            case .analytics: return writeAnalytics(target: targetLines)
            case .model: return writeModel(target: targetLines)
            case .apiClient: return writeAPIClient(target: targetLines)
            case .swiftUIView: return writeSwiftUIView(target: targetLines)
            }
        }

        // MARK: Helpers

        func snake(_ camel: String) -> String {
            var out = ""
            for (offset, char) in camel.enumerated() {
                if char.isUppercase {
                    if offset > 0 { out.append("_") }
                    out.append(contentsOf: char.lowercased())
                } else {
                    out.append(char)
                }
            }
            return out
        }

        func capitalized(_ word: String) -> String {
            word.prefix(1).uppercased() + word.dropFirst()
        }

        /// A method name not used yet in this file.
        mutating func unique(_ base: String) -> String {
            var name = base
            var counter = 2
            while usedNames.contains(name) {
                name = base + String(counter)
                counter += 1
            }
            usedNames.append(name)
            return name
        }

        mutating func otherScreen() -> String {
            if viewControllers.isEmpty { return "UIViewController" }
            let name = rng.pick(viewControllers)
            return name == entry.typeName && viewControllers.count > 1 ? rng.pick(viewControllers) : name
        }

        mutating func label() -> String {
            rng.pick(labels)
        }

        mutating func header(imports: [String]) -> [String] {
            let author = rng.pick(Vocabulary.authors)
            let year = rng.int(2015...2020)
            let month = rng.int(1...12)
            let day = rng.int(1...28)
            var out = [
                "//",
                "//  \(entry.typeName).swift",
                "//  LegacyApp",
                "//",
                "//  Created by \(author) on \(month)/\(day)/\(year % 100).",
                "//  Copyright © \(year) Example Corp. All rights reserved.",
                "//",
                "",
            ]
            for module in imports {
                out.append("import \(module)")
            }
            out.append("")
            return out
        }

        /// Fills `members` with chunks from `makeChunk` until `budget` lines are
        /// used, then tops up with one-line `padding`, so the total is exact.
        mutating func fill(
            budget: Int,
            indent: Int,
            makeChunk: (inout FileWriter, Int) -> [String],
            padding: (inout FileWriter, Int) -> String
        ) -> (chunks: [String], padding: [String]) {
            var chunks: [String] = []
            var pad: [String] = []
            var remaining = budget
            var misses = 0
            while remaining > 0 {
                if remaining < 8 || misses >= 12 {
                    if remaining >= 3 {
                        pad.append("")
                        remaining -= 1
                    }
                    for _ in 0..<remaining {
                        pad.append(padding(&self, indent))
                    }
                    remaining = 0
                    break
                }
                let chunk = makeChunk(&self, indent)
                if chunk.count <= remaining {
                    chunks.append(contentsOf: chunk)
                    remaining -= chunk.count
                    misses = 0
                } else {
                    misses += 1
                }
            }
            return (chunks, pad)
        }

        mutating func constantLine(indent: Int) -> String {
            let prefix = String(repeating: "    ", count: indent)
            let n = rng.int(1...99)
            switch rng.below(9) {
            case 0: return prefix + "private let \(unique("pageSize")) = \(rng.pick([10, 20, 25, 50]))"
            case 1: return prefix + "private let \(unique("animationDuration")): TimeInterval = 0.\(rng.int(1...5))"
            case 2: return prefix + "private let \(unique("maxRetryCount")) = \(rng.int(2...5))"
            case 3: return prefix + "private let \(unique("cellIdentifier")) = \"\(entry.noun)Cell\(n)\""
            case 4: return prefix + rng.pick(Vocabulary.todoComments)
            case 5: return prefix + "private let \(unique("cornerRadius")): CGFloat = \(rng.int(2...16))"
            case 6: return prefix + "private let \(unique("defaultsKey")) = \"\(snake(entry.noun))_cache_v\(n)\""
            case 7: return prefix + "private let \(unique("requestTimeout")): TimeInterval = \(rng.int(10...60))"
            default: return prefix + "private var \(unique("didShowOnboarding")) = false"
            }
        }
    }
}
