import Foundation
import StranglerPlanning

/// Inline SVG charts for the dashboard: no library, no script, the same bytes for the same input.
enum Charts {
    /// Hotspot map: x = commits in the window, y = total cyclomatic complexity, area = lines; legacy screens
    /// orange, migrated green; the top hotspots (by score) are named, the rest carry a tooltip. Without git
    /// history, x is the screen's dependencies (fan-in plus fan-out) instead, so the map still spreads.
    static func hotspots(_ screens: [PlannedScreen], labelled: Int = 12) -> String {
        let width = 1100.0, height = 540.0, left = 70.0, right = 40.0, top = 50.0, bottom = 60.0
        let hasHistory = screens.contains { $0.changes != nil }
        func xValue(_ screen: PlannedScreen) -> Int {
            hasHistory ? screen.changes?.revisions ?? 0 : screen.referencedBy.count + screen.references.count
        }
        let xTitle = hasHistory ? "commits in the window (change frequency)" : "dependencies: fan-in + fan-out (no git history)"
        // Headroom so the largest bubbles stay inside the plot.
        let maxX = Double(max(screens.map(xValue).max() ?? 0, 1)) * 1.1
        let maxY = Double(max(screens.map(\.totalComplexity).max() ?? 0, 1)) * 1.1
        let maxLines = Double(max(screens.map(\.lines).max() ?? 0, 1))
        func x(_ value: Double) -> Double { left + value / niceCeiling(maxX) * (width - left - right) }
        func y(_ value: Double) -> Double { height - bottom - value / niceCeiling(maxY) * (height - top - bottom) }
        var svg = "<svg viewBox=\"0 0 \(Int(width)) \(Int(height))\" role=\"img\" aria-label=\"Hotspot map\">"
        svg += axes(width: width, height: height, left: left, right: right, top: top, bottom: bottom, maxX: maxX, maxY: maxY, xTitle: xTitle, yTitle: "total cyclomatic complexity")
        let named = Set(screens.filter { $0.rank != nil }.sorted { ($0.rank ?? 0) < ($1.rank ?? 0) }.prefix(labelled).map(\.name))
        // Big bubbles first, so small ones stay visible on top.
        for screen in screens.sorted(by: { ($0.lines, $1.name) > ($1.lines, $0.name) }) {
            let cx = x(Double(xValue(screen))), cy = y(Double(screen.totalComplexity))
            let radius = 5 + 30 * (Double(screen.lines) / maxLines).squareRoot()
            let colour = screen.status == .migrated ? "#2f9e44" : "#d9480f"
            let tip = "\(screen.displayName): " + (hasHistory ? "\(screen.changes?.revisions ?? 0) commits" : "\(xValue(screen)) dependencies") + ", complexity \(screen.totalComplexity), \(screen.lines) lines"
            svg += "<circle cx=\"\(f(cx))\" cy=\"\(f(cy))\" r=\"\(f(radius))\" fill=\"\(colour)\" fill-opacity=\"0.45\" stroke=\"\(colour)\" stroke-width=\"1.5\"><title>\(xml(tip))</title></circle>"
        }
        // Labels in rank order (migrated screens after), each only where it overlaps no label placed before it:
        // a crowded corner keeps its top hotspot's name and tooltips for the rest.
        var placed: [(x0: Double, y0: Double, x1: Double, y1: Double)] = []
        let labelled = screens.filter { named.contains($0.name) || $0.status == .migrated }
            .sorted { ($0.rank ?? Int.max, $0.name) < ($1.rank ?? Int.max, $1.name) }
        for screen in labelled {
            let cx = x(Double(xValue(screen))), cy = y(Double(screen.totalComplexity))
            let radius = 5 + 30 * (Double(screen.lines) / maxLines).squareRoot()
            let anchorEnd = cx > width * 0.75
            let textX = anchorEnd ? cx - radius - 4 : cx + radius + 4
            let textWidth = 6.6 * Double(screen.name.count)
            let box = (x0: anchorEnd ? textX - textWidth : textX, y0: cy - 8, x1: anchorEnd ? textX : textX + textWidth, y1: cy + 6)
            if placed.contains(where: { box.x0 < $0.x1 && $0.x0 < box.x1 && box.y0 < $0.y1 && $0.y0 < box.y1 }) { continue }
            placed.append(box)
            svg += "<text x=\"\(f(textX))\" y=\"\(f(cy + 4))\" text-anchor=\"\(anchorEnd ? "end" : "start")\">\(xml(screen.name))</text>"
        }
        svg += legend(x: left + 10, y: 16, items: [("#d9480f", "legacy screen"), ("#2f9e44", "migrated (VIP+W)")])
        return svg + "</svg>"
    }

    /// Progress over time: legacy lines (left axis) and migrated screens (dots) at each sampled commit.
    static func progress(_ points: [ProgressPoint]) -> String {
        let width = 1100.0, height = 380.0, left = 70.0, right = 70.0, top = 40.0, bottom = 60.0
        let maxLines = Double(max(points.map(\.legacyLines).max() ?? 0, 1))
        let maxScreens = Double(max(points.map { $0.done + $0.inProgress + $0.notStarted }.max() ?? 0, 1))
        func x(_ index: Int) -> Double { left + Double(index) / Double(max(points.count - 1, 1)) * (width - left - right) }
        func y(_ value: Double, _ top_: Double) -> Double { height - bottom - value / niceCeiling(top_) * (height - top - bottom) }
        var svg = "<svg viewBox=\"0 0 \(Int(width)) \(Int(height))\" role=\"img\" aria-label=\"Progress over time\">"
        for step in 0...4 {
            let value = niceCeiling(maxLines) * Double(step) / 4
            let py = y(value, maxLines)
            svg += "<line class=\"grid\" x1=\"\(f(left))\" x2=\"\(f(width - right))\" y1=\"\(f(py))\" y2=\"\(f(py))\"/>"
            svg += "<text class=\"tick\" x=\"\(f(left - 8))\" y=\"\(f(py + 4))\" text-anchor=\"end\">\(Int(value))</text>"
            let screensValue = niceCeiling(maxScreens) * Double(step) / 4
            svg += "<text class=\"tick\" x=\"\(f(width - right + 8))\" y=\"\(f(py + 4))\">\(Int(screensValue))</text>"
        }
        svg += "<line class=\"axis\" x1=\"\(f(left))\" x2=\"\(f(width - right))\" y1=\"\(f(height - bottom))\" y2=\"\(f(height - bottom))\"/>"
        let linePoints = points.enumerated().map { "\(f(x($0.offset))),\(f(y(Double($0.element.legacyLines), maxLines)))" }.joined(separator: " ")
        svg += "<polyline points=\"\(linePoints)\" fill=\"none\" stroke=\"#d9480f\" stroke-width=\"2.5\"/>"
        let donePoints = points.enumerated().map { "\(f(x($0.offset))),\(f(y(Double($0.element.migratedScreens), maxScreens)))" }.joined(separator: " ")
        svg += "<polyline points=\"\(donePoints)\" fill=\"none\" stroke=\"#2f9e44\" stroke-width=\"2.5\" stroke-dasharray=\"6 4\"/>"
        for (index, point) in points.enumerated() {
            svg += "<circle cx=\"\(f(x(index)))\" cy=\"\(f(y(Double(point.legacyLines), maxLines)))\" r=\"3.5\" fill=\"#d9480f\"><title>\(point.date) \(point.commit): \(point.legacyLines) legacy lines</title></circle>"
            svg += "<circle cx=\"\(f(x(index)))\" cy=\"\(f(y(Double(point.migratedScreens), maxScreens)))\" r=\"3.5\" fill=\"#2f9e44\"><title>\(point.date): \(point.migratedScreens) migrated screens</title></circle>"
            if index == 0 || index == points.count - 1 || points.count <= 8 || index % max(points.count / 6, 1) == 0 {
                svg += "<text class=\"tick\" x=\"\(f(x(index)))\" y=\"\(f(height - bottom + 18))\" text-anchor=\"middle\">\(point.date)</text>"
            }
        }
        svg += "<text x=\"\(f(left))\" y=\"\(f(height - 12))\">legacy screen lines (left) and migrated screens (right) at sampled commits</text>"
        svg += legend(x: left + 10, y: 16, items: [("#d9480f", "legacy screen lines"), ("#2f9e44", "migrated screens")])
        return svg + "</svg>"
    }

    private static func axes(width: Double, height: Double, left: Double, right: Double, top: Double, bottom: Double, maxX: Double, maxY: Double, xTitle: String, yTitle: String) -> String {
        var svg = ""
        for step in 0...4 {
            let xValue = niceCeiling(maxX) * Double(step) / 4, yValue = niceCeiling(maxY) * Double(step) / 4
            let px = left + Double(step) / 4 * (width - left - right), py = height - bottom - Double(step) / 4 * (height - top - bottom)
            svg += "<line class=\"grid\" x1=\"\(f(px))\" x2=\"\(f(px))\" y1=\"\(f(top))\" y2=\"\(f(height - bottom))\"/>"
            svg += "<line class=\"grid\" x1=\"\(f(left))\" x2=\"\(f(width - right))\" y1=\"\(f(py))\" y2=\"\(f(py))\"/>"
            svg += "<text class=\"tick\" x=\"\(f(px))\" y=\"\(f(height - bottom + 18))\" text-anchor=\"middle\">\(number(xValue))</text>"
            svg += "<text class=\"tick\" x=\"\(f(left - 8))\" y=\"\(f(py + 4))\" text-anchor=\"end\">\(number(yValue))</text>"
        }
        svg += "<line class=\"axis\" x1=\"\(f(left))\" x2=\"\(f(width - right))\" y1=\"\(f(height - bottom))\" y2=\"\(f(height - bottom))\"/>"
        svg += "<line class=\"axis\" x1=\"\(f(left))\" x2=\"\(f(left))\" y1=\"\(f(top))\" y2=\"\(f(height - bottom))\"/>"
        svg += "<text x=\"\(f((left + width - right) / 2))\" y=\"\(f(height - 14))\" text-anchor=\"middle\">\(xml(xTitle))</text>"
        svg += "<text x=\"16\" y=\"\(f((top + height - bottom) / 2))\" text-anchor=\"middle\" transform=\"rotate(-90 16 \(f((top + height - bottom) / 2)))\">\(xml(yTitle))</text>"
        return svg
    }

    private static func legend(x: Double, y: Double, items: [(String, String)]) -> String {
        var svg = ""
        for (index, item) in items.enumerated() {
            // Side by side, above the plot.
            let rowY = y, x = x + Double(index) * 190
            svg += "<circle cx=\"\(f(x + 6))\" cy=\"\(f(rowY))\" r=\"6\" fill=\"\(item.0)\" fill-opacity=\"0.6\" stroke=\"\(item.0)\"/>"
            svg += "<text x=\"\(f(x + 18))\" y=\"\(f(rowY + 4))\">\(xml(item.1))</text>"
        }
        return svg
    }

    /// The smallest of 1, 1.2, 1.5, 2, 2.5, 3, 4, 5, 6, 8 × 10ⁿ at or above the value: round axis ends.
    static func niceCeiling(_ value: Double) -> Double {
        guard value > 0 else { return 1 }
        let magnitude = pow(10, floor(log10(value)))
        for step in [1.0, 1.2, 1.5, 2.0, 2.5, 3.0, 4.0, 5.0, 6.0, 8.0, 10.0] where step * magnitude >= value { return step * magnitude }
        return 10 * magnitude
    }

    private static func number(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(format: "%.1f", value)
    }

    private static func f(_ value: Double) -> String { String(format: "%.1f", value) }

    private static func xml(_ text: String) -> String { Escaping.xml(text) }
}
