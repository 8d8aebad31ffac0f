import Foundation
import StranglerAnalysis

/// The analysis as one JSON object: keys sorted, arrays in source order, so the same code gives the same bytes.
public enum JSONReporter {
    public static func render(_ report: AnalysisReport) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Every value is a plain Codable struct: encoding cannot fail.
        let data = try! encoder.encode(report)
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
