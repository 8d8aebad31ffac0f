//
//  SWBuddyListViewController.h
//  LegacyShop
//
//  The signed-in user's shopping buddies. Written before the app moved to Swift.
//

#import <UIKit/UIKit.h>

@class SWUserModel;

@interface SWBuddyListViewController : UITableViewController <UITableViewDataSource, UITableViewDelegate>

@property (nonatomic, strong) SWUserModel *user;
@property (nonatomic, copy) NSArray<NSDictionary *> *buddies;
@property (nonatomic, weak) IBOutlet UILabel *headerLabel;
@property (nonatomic, weak) IBOutlet UIActivityIndicatorView *spinner;

@end
