#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// Multiple-choice questions on a terminal: arrow keys move, Enter picks, a digit picks that choice; the
/// recommended one is marked and preselected. The terminal goes into raw mode for each question and is
/// restored afterwards, on Ctrl-C (exit 130) and on SIGINT/SIGTERM from outside.
struct TerminalPrompt {
    /// Both ends on a terminal: we can read keys and draw.
    static var isAvailable: Bool { isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1 }

    func choose<Choice: Equatable>(
        _ question: String, _ choices: [Choice], title: (Choice) -> String, recommended: Choice, note: String? = nil
    ) -> Choice {
        var selected = choices.firstIndex(of: recommended) ?? 0
        let labels = choices.map { choice in title(choice) + (choice == recommended ? "  (recommended)" : "") }
        write("\u{1B}[1m? \(question)\u{1B}[0m" + (note.map { "  \u{1B}[2m\($0)\u{1B}[0m" } ?? "") + "\n")
        draw(labels, selected: selected, redraw: false)
        RawMode.enter()
        defer { RawMode.restore() }
        while true {
            switch readKey() {
            case .up: selected = (selected + labels.count - 1) % labels.count
            case .down: selected = (selected + 1) % labels.count
            case .digit(let digit) where digit >= 1 && digit <= labels.count:
                selected = digit - 1
                draw(labels, selected: selected, redraw: true)
                return finish(question, choices, title, lines: labels.count, selected)
            case .enter:
                return finish(question, choices, title, lines: labels.count, selected)
            case .interrupt:
                RawMode.restore()
                write("\n")
                exit(130)
            default: continue
            }
            draw(labels, selected: selected, redraw: true)
        }
    }

    private func finish<Choice>(
        _ question: String, _ choices: [Choice], _ title: (Choice) -> String, lines: Int, _ selected: Int
    ) -> Choice {
        // Replace the list with the answer, so the transcript reads as question: answer.
        write("\u{1B}[\(lines + 1)A\r\u{1B}[J")
        write("\u{1B}[32m✔\u{1B}[0m \(question): \(title(choices[selected]))\n")
        return choices[selected]
    }

    private func draw(_ labels: [String], selected: Int, redraw: Bool) {
        var text = redraw ? "\u{1B}[\(labels.count)A" : ""
        for (index, label) in labels.enumerated() {
            let line = index == selected ? "\u{1B}[36m❯ \(index + 1). \(label)\u{1B}[0m" : "  \(index + 1). \(label)"
            text += "\r\u{1B}[2K" + line + "\n"
        }
        write(text)
    }

    enum Key: Equatable {
        case up, down, enter, interrupt, digit(Int), other
    }

    private func readKey() -> Key {
        guard let byte = readByte() else { return .interrupt }
        switch byte {
        case 0x03, 0x04: return .interrupt
        case 0x0D, 0x0A: return .enter
        case UInt8(ascii: "k"): return .up
        case UInt8(ascii: "j"): return .down
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return .digit(Int(byte - UInt8(ascii: "0")))
        case 0x1B:
            guard let second = readByte(), second == UInt8(ascii: "[") || second == UInt8(ascii: "O"), let third = readByte() else { return .other }
            return third == UInt8(ascii: "A") ? .up : third == UInt8(ascii: "B") ? .down : .other
        default: return .other
        }
    }

    private func readByte() -> UInt8? {
        var byte: UInt8 = 0
        while true {
            let count = read(STDIN_FILENO, &byte, 1)
            if count == 1 { return byte }
            if count < 0 && errno == EINTR { continue }
            return nil
        }
    }

    private func write(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }
}

/// The terminal's raw mode (no echo, no line buffering, no signals from keys), and its restoration.
private enum RawMode {
    // Touched only from the main thread and from the signal handler, which only reads it.
    nonisolated(unsafe) static var saved: termios?

    static func enter() {
        var original = termios()
        guard tcgetattr(STDIN_FILENO, &original) == 0 else { return }
        saved = original
        var raw = original
        raw.c_lflag &= ~tcflag_t(ECHO | ICANON | ISIG | IEXTEN)
        raw.c_iflag &= ~tcflag_t(IXON | ICRNL)
        withUnsafeMutableBytes(of: &raw.c_cc) { cc in
            cc[Int(VMIN)] = 1
            cc[Int(VTIME)] = 0
        }
        tcsetattr(STDIN_FILENO, TCSAFLUSH, &raw)
        for signalNumber in [SIGINT, SIGTERM, SIGHUP] {
            signal(signalNumber) { number in
                if var original = RawMode.saved { tcsetattr(STDIN_FILENO, TCSAFLUSH, &original) }
                _exit(128 + number)
            }
        }
    }

    static func restore() {
        guard var original = saved else { return }
        tcsetattr(STDIN_FILENO, TCSAFLUSH, &original)
        saved = nil
        for signalNumber in [SIGINT, SIGTERM, SIGHUP] { signal(signalNumber, SIG_DFL) }
    }
}
