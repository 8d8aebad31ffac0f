// A fixture written for Strangler's Objective-C front end: every property attribute,
// a protocol list, a forward declaration and a nullability region.
#import <UIKit/UIKit.h>
#import "FeedItem.h"

@class FeedItem;
@protocol FeedViewControllerDelegate;

NS_ASSUME_NONNULL_BEGIN

@interface FeedViewController : UITableViewController <UITableViewDataSource, UITableViewDelegate>

@property (nonatomic, strong, nullable) NSArray<FeedItem *> *items;
@property (nonatomic, copy) NSString *feedId;
@property (atomic, assign, readonly) NSInteger page;
@property (nonatomic, weak, nullable) id<FeedViewControllerDelegate> delegate;
@property (nonatomic, getter=isLoading, setter=setIsLoading:) BOOL loading;
@property (nonatomic, unsafe_unretained) UIView *legacyHeader;
@property (nonatomic, copy, nullable) void (^onRefresh)(BOOL animated);
@property (nonatomic, weak) IBOutlet UILabel *emptyLabel;
@property (nonatomic, strong) IBOutletCollection(UIButton) NSArray *filterButtons;
@property (class, nonatomic, readonly) NSString *reuseIdentifier;

- (void)reloadFeed;

@end

NS_ASSUME_NONNULL_END
