import Testing
import StranglerSources
@testable import StranglerAnalysis

/// `NameSet` filters names by first byte and length before it hashes them: the filter must never turn a member away.
@Suite struct NameSetTests {
    @Test func holdsItsNamesAndNoOthers() {
        let names = ["URLSession", "UserDefaults", "AF", "", "Ünïcode", "DispatchQueue"]
        let set = NameSet(names)
        for name in names { #expect(set.contains(name), "\(name)") }
        // Same first byte and length as members, or only a prefix or suffix of one.
        for other in ["URLSessioN", "UserDefault", "UserDefaultsX", "AG", " ", "Ünïcodf", "Dispatch", "urlsession"] {
            #expect(!set.contains(other), "\(other)")
        }
    }

    @Test func anArrayLiteralIsTheSameSet() {
        let literal: NameSet = ["present", "dismiss"]
        #expect(literal.contains("present") && literal.contains("dismiss") && !literal.contains("show"))
    }

    /// Whole words end where a camel-case word ends: the Adjust SDK's word is not in `InsetAdjuster`.
    @Test func wholeWordsEndWhereACamelCaseWordEnds() {
        let words = NameWords(["Adjust", "Segment", "Analytics"], wholeWords: true)
        for name in ["Adjust", "AdjustSDK", "MyAdjust_Bridge", "SegmentClient", "FirebaseAnalytics", "AnalyticsService"] {
            #expect(words.occur(in: name), "\(name)")
        }
        for name in ["InsetAdjuster", "SegmentedControl", "Segments", "Analyticsx"] {
            #expect(!words.occur(in: name), "\(name)")
        }
        // Without `wholeWords`, a word is found anywhere (`url` in `baseURLString`).
        #expect(NameWords(["Adjust"]).occur(in: "InsetAdjuster"))
    }
}
