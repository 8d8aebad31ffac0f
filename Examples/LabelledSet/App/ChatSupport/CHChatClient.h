//
//  CHChatClient.h
//  Chat
//
//  The chat API (buddies, rooms, messages) on NSURLSession.
//  All completion blocks are called on the main queue.
//

#import <Foundation/Foundation.h>

@class CHBuddy;
@class CHMessage;

NS_ASSUME_NONNULL_BEGIN

typedef void (^CHBuddiesCompletion)(NSArray<CHBuddy *> * _Nullable buddies, NSError * _Nullable error);
typedef void (^CHMessagesCompletion)(NSArray<CHMessage *> * _Nullable messages, NSError * _Nullable error);
typedef void (^CHMessageCompletion)(CHMessage * _Nullable message, NSError * _Nullable error);
typedef void (^CHErrorCompletion)(NSError * _Nullable error);

@interface CHChatClient : NSObject

/// The client the app uses, on https://api.chat.example.
+ (instancetype)sharedClient;

- (instancetype)initWithBaseURL:(NSURL *)baseURL session:(NSURLSession *)session NS_DESIGNATED_INITIALIZER;
- (instancetype)init NS_UNAVAILABLE;

@property (nonatomic, copy, nullable) NSString *authToken;

/// GET /buddies
- (void)fetchBuddiesWithCompletion:(CHBuddiesCompletion)completion;

/// GET /rooms/{id}/messages, newest page, or the page before `messageID`.
- (void)fetchMessagesInRoom:(NSString *)roomID
                     before:(nullable NSString *)messageID
                 completion:(CHMessagesCompletion)completion;

/// POST /rooms/{id}/messages
- (void)sendMessage:(NSString *)text toRoom:(NSString *)roomID completion:(CHMessageCompletion)completion;

/// POST /rooms/{id}/read
- (void)markRoomRead:(NSString *)roomID upToMessage:(NSString *)messageID completion:(nullable CHErrorCompletion)completion;

/// DELETE /rooms/{id}/membership
- (void)leaveRoom:(NSString *)roomID completion:(CHErrorCompletion)completion;

@end

NS_ASSUME_NONNULL_END
