//
//  ChatComposerViewControllerTests.swift
//  AppTests
//
//  Characterization tests of the composer, run against the UIKit stand-ins
//  (StandIns/UIKitStandIns.swift) with a spy in place of ChatMessageService.
//  The host-only test job compiles App/Composer and App/ChatSupport/*.swift
//  into this target, so the app's types are used directly.
//

import Foundation
import XCTest

final class ChatMessageSendingSpy: ChatMessageSending {
    private(set) var sentTexts: [String] = []
    private(set) var conversationIDs: [String] = []
    private var completions: [(Result<ChatSentMessage, Error>) -> Void] = []

    func send(_ text: String,
              to conversationID: String,
              completion: @escaping (Result<ChatSentMessage, Error>) -> Void) {
        sentTexts.append(text)
        conversationIDs.append(conversationID)
        completions.append(completion)
    }

    func complete(with result: Result<ChatSentMessage, Error>, at index: Int = 0) {
        completions[index](result)
    }
}

private struct SendFailure: Error {}

final class ChatComposerViewControllerTests: XCTestCase {

    private func makeSUT() -> (ChatComposerViewController, ChatMessageSendingSpy) {
        let spy = ChatMessageSendingSpy()
        let sut = ChatComposerViewController(conversationID: "c-42", messageService: spy)
        sut.loadViewIfNeeded()
        return (sut, spy)
    }

    func test_viewDidLoad_showsFullAllowance() {
        let (sut, _) = makeSUT()

        XCTAssertEqual(sut.remainingLabel.text, "500 left")
    }

    func test_typing_countsDown() {
        let (sut, _) = makeSUT()

        sut.textView.text = "Hello"
        sut.textViewDidChange(sut.textView)

        XCTAssertEqual(sut.remainingLabel.text, "495 left")
    }

    func test_sendTapped_sendsTrimmedTextToConversation() {
        let (sut, spy) = makeSUT()
        sut.textView.text = "  Hi there \n"

        sut.sendTapped(sut.sendButton)

        XCTAssertEqual(spy.sentTexts, ["Hi there"])
        XCTAssertEqual(spy.conversationIDs, ["c-42"])
        XCTAssertFalse(sut.sendButton.isEnabled)
    }

    func test_sendTapped_withOnlyWhitespace_sendsNothing() {
        let (sut, spy) = makeSUT()
        sut.textView.text = "   "

        sut.sendTapped(sut.sendButton)

        XCTAssertTrue(spy.sentTexts.isEmpty)
    }

    func test_sendTapped_twiceWhileSending_sendsOnce() {
        let (sut, spy) = makeSUT()
        sut.textView.text = "Hi"

        sut.sendTapped(sut.sendButton)
        sut.sendTapped(sut.sendButton)

        XCTAssertEqual(spy.sentTexts.count, 1)
    }

    func test_success_reportsMessageAndDismisses() {
        let (sut, spy) = makeSUT()
        var sent: [ChatSentMessage] = []
        sut.onSent = { sent.append($0) }
        sut.textView.text = "Hi"
        sut.sendTapped(sut.sendButton)

        let message = ChatSentMessage(id: "m-1", text: "Hi", sentAt: Date(timeIntervalSince1970: 0))
        spy.complete(with: .success(message))

        XCTAssertEqual(sent, [message])
        XCTAssertEqual(sut.dismissCount, 1)
        XCTAssertTrue(sut.sendButton.isEnabled)
    }

    func test_failure_presentsAlert() {
        let (sut, spy) = makeSUT()
        sut.textView.text = "Hi"
        sut.sendTapped(sut.sendButton)

        spy.complete(with: .failure(SendFailure()))

        XCTAssertTrue(sut.presentedViewController is UIAlertController)
        XCTAssertEqual(sut.presentedViewController?.title, "Couldn't send")
        XCTAssertEqual(sut.dismissCount, 0)
    }
}
