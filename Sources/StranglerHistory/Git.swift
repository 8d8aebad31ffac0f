import Foundation
import Subprocess
#if canImport(System)
import System
#else
import SystemPackage
#endif

/// Runs `git` as a subprocess (swift-subprocess) and hands back what it printed.
///
/// git's output is collected whole (a 5,000-commit `--numstat` log is a few megabytes).
public enum Git {
    public struct Output: Sendable {
        public var status: Int32
        public var standardOutput: [UInt8]
        public var standardError: String

        public var succeeded: Bool { status == 0 }
    }

    /// Runs `git ARGUMENTS` in `folder`; throws `HistoryError.gitNotFound` when there is no git to run.
    public static func run(_ arguments: [String], in folder: String) async throws -> Output {
        try await run(executable: "git", arguments, in: folder)
    }

    /// Runs another program git's output goes to (`tar`), the same way.
    static func run(executable: String, _ arguments: [String], in folder: String) async throws -> Output {
        do {
            let execution = try await Subprocess.run(
                .name(executable), arguments: Arguments(arguments),
                environment: .inherit.updating(["LC_ALL": "C", "GIT_PAGER": "cat", "GIT_TERMINAL_PROMPT": "0"]),
                workingDirectory: FilePath(folder), output: .bytes(limit: .max), error: .string(limit: 1 << 20)
            )
            let status: Int32
            switch execution.terminationStatus {
            case .exited(let code): status = code
            case .signaled(let signal): status = 128 + signal
            }
            return Output(status: status, standardOutput: execution.standardOutput, standardError: execution.standardError)
        } catch let error as SubprocessError where error.code == .executableNotFound {
            throw executable == "git" ? HistoryError.gitNotFound : HistoryError.gitFailed("'\(executable)' is not installed")
        } catch let error as HistoryError {
            throw error
        } catch {
            throw HistoryError.gitFailed(String(describing: error).split(whereSeparator: \.isNewline).first.map(String.init) ?? "\(error)")
        }
    }

    /// Waits for async work from synchronous code. Only for a thread outside Swift concurrency's pool (a
    /// command's main thread): blocking a pool thread while the work needs one can deadlock.
    public static func blocking<T: Sendable>(_ work: @escaping @Sendable () async throws -> T) throws -> T {
        let box = HandOff<Result<T, any Error>>()
        let done = DispatchSemaphore(value: 0)
        Task.detached {
            do { box.value = .success(try await work()) } catch { box.value = .failure(error) }
            done.signal()
        }
        done.wait()
        return try box.value!.get()
    }
}

/// One result handed from the task that makes it to the thread that waits for it. The semaphore orders the two: the
/// task writes before it signals, the waiter reads after its wait returns, and nothing else touches the value. (Not
/// `Synchronization.Mutex`, which needs macOS 15; the package supports macOS 13.)
private final class HandOff<Value>: @unchecked Sendable {
    var value: Value?
}
