import Foundation
import StranglerAnalysis
import StranglerSeams

/// A report as one JSON object: keys sorted, arrays in source order, so the same code gives the same bytes.
public enum JSONReporter {
    public static func render(_ report: AnalysisReport) -> String { encode(report) }

    public static func render(_ report: SeamsReport) -> String { encode(report) }

    static func encode(_ value: some Encodable) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Every value is a plain Codable struct: encoding cannot fail.
        let data = try! encoder.encode(value)
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
