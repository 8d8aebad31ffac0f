//
//  CHRoomViewController.h
//  Chat
//
//  A group chat room: the message history (paged, newest at the bottom),
//  an input bar to send, a long press to share a message, and "Leave".
//
//  The room talks to the API through the CHChatClient it is given, so the
//  builder decides which client (the shared one in the app, a stub in tests).
//

#import <UIKit/UIKit.h>

@class CHRoom;
@class CHChatClient;
@class CHRoomViewController;

NS_ASSUME_NONNULL_BEGIN

/// Why a room screen went away; passed to the delegate.
typedef NS_ENUM(NSInteger, CHRoomExitReason) {
    /// The user left the room (membership deleted on the server).
    CHRoomExitReasonLeft = 0,
    /// The room was closed by its owner while it was open.
    CHRoomExitReasonClosed = 1,
};

/// Told when the user leaves the room, so the room list can drop it.
@protocol CHRoomViewControllerDelegate <NSObject>

/// Called after the server confirmed that the user left `room`,
/// right before the room screen pops itself.
- (void)roomViewController:(CHRoomViewController *)controller
              didLeaveRoom:(CHRoom *)room
                    reason:(CHRoomExitReason)reason;

@optional

/// Called when the user shares a message from the room.
- (void)roomViewController:(CHRoomViewController *)controller
       didShareMessageText:(NSString *)text;

@end

/// The room screen. Create it with -initWithRoom:chatClient: and push it.
@interface CHRoomViewController : UIViewController

/// The room shown. Set once, at creation.
@property (nonatomic, strong, readonly) CHRoom *room;

/// Told when the user leaves the room.
@property (nonatomic, weak, nullable) id<CHRoomViewControllerDelegate> delegate;

/// Designated initialiser.
/// @param room the room to show
/// @param chatClient the client used to load, send and leave
- (instancetype)initWithRoom:(CHRoom *)room
                  chatClient:(CHChatClient *)chatClient NS_DESIGNATED_INITIALIZER;

@end

NS_ASSUME_NONNULL_END
