//
//  CHSettingsViewController.h
//  Chat
//
//  Settings: account, message sounds, unread badge, help, log out.
//

#import <UIKit/UIKit.h>

@interface CHSettingsViewController : UITableViewController

@end
