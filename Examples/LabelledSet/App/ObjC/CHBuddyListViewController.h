//
//  CHBuddyListViewController.h
//  Chat
//
//  The buddy list: everyone you can chat with, most recently seen first.
//

#import <UIKit/UIKit.h>

@interface CHBuddyListViewController : UITableViewController

@end
