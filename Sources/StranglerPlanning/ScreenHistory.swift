import StranglerAnalysis
import StranglerHistory

/// How often a screen changed in the window, how much, and how often to fix a bug.
public struct ChangeStats: Codable, Sendable, Equatable {
    /// Commits that touched any of the screen's files.
    public var revisions: Int
    /// Lines added plus deleted in those commits, in the screen's files.
    public var churn: Int
    /// Of those commits, the ones whose message says fix, bug, crash, hotfix, regression or an issue id.
    public var bugFixes: Int
    public var authors: Int
    /// The day of the last commit that touched it (`2024-05-31`), if any.
    public var lastChange: String?

    public init(revisions: Int = 0, churn: Int = 0, bugFixes: Int = 0, authors: Int = 0, lastChange: String? = nil) {
        self.revisions = revisions
        self.churn = churn
        self.bugFixes = bugFixes
        self.authors = authors
        self.lastChange = lastChange
    }
}

/// An entity (another screen, or a file) that changes in the same commits as a screen.
public struct CouplingLink: Codable, Sendable, Equatable {
    public var entity: String
    /// code-maat's degree, in percent.
    public var degree: Int
    public var sharedRevisions: Int
}

/// The history facts of every screen, from one pass over the commits.
public struct ScreenHistory: Sendable {
    /// By screen label (`ScreenLabels`).
    public var stats: [String: ChangeStats]
    public var coupling: [String: [CouplingLink]]
    public var commitsRead: Int
    public var bugFixCommits: Int
    /// Why fewer patterns than configured told fixes apart (see `BugFixClassifier.adapted(to:)`).
    public var bugFixNote: String?

    /// Groups each commit's files into entities (a screen for its files, else the file itself), counts each
    /// screen's revisions, churn and bug fixes, and computes temporal coupling between entities.
    public init(history: GitHistory, screens: [ScreenAnalysis], classifier: BugFixClassifier, thresholds: TemporalCoupling.Thresholds = .init()) {
        // A screen is its label: of two screens with one name (an app's iOS and Mac targets), each counts its own files.
        let labels = ScreenLabels(screens)
        var owners: [String: [String]] = [:]
        for screen in screens {
            for file in screen.files { owners[file, default: []].append(labels.label(of: screen)) }
        }
        var stats: [String: ChangeStats] = [:]
        var authors: [String: Set<String>] = [:]
        var changesets: [Set<String>] = []
        var bugFixCommits = 0
        let (classifier, bugFixNote) = classifier.adapted(to: history.commits.map(\.message))
        // Commits come newest first: the first one seen for a screen is its last change.
        for commit in history.commits {
            let isFix = classifier.isBugFix(commit.message)
            if isFix { bugFixCommits += 1 }
            var entities: Set<String> = []
            var churnByScreen: [String: Int] = [:]
            for change in commit.changes {
                if let screensOfFile = owners[change.path] {
                    for screen in screensOfFile {
                        entities.insert(screen)
                        churnByScreen[screen, default: 0] += change.churn
                    }
                } else {
                    entities.insert(change.path)
                }
            }
            for (screen, churn) in churnByScreen {
                var entry = stats[screen] ?? ChangeStats(lastChange: HistoryWindow.day(commit.date))
                entry.revisions += 1
                entry.churn += churn
                if isFix { entry.bugFixes += 1 }
                stats[screen] = entry
                authors[screen, default: []].insert(commit.author)
            }
            changesets.append(entities)
        }
        for (screen, names) in authors { stats[screen]?.authors = names.count }
        var coupling: [String: [CouplingLink]] = [:]
        let screenNames = Set(screens.map(labels.label(of:)))
        for pair in TemporalCoupling.pairs(changesets: changesets, thresholds: thresholds) {
            if screenNames.contains(pair.first) {
                coupling[pair.first, default: []].append(CouplingLink(entity: pair.second, degree: pair.degree, sharedRevisions: pair.sharedRevisions))
            }
            if screenNames.contains(pair.second) {
                coupling[pair.second, default: []].append(CouplingLink(entity: pair.first, degree: pair.degree, sharedRevisions: pair.sharedRevisions))
            }
        }
        self.stats = stats
        self.coupling = coupling
        self.commitsRead = history.commits.count
        self.bugFixCommits = bugFixCommits
        self.bugFixNote = bugFixNote
    }
}
