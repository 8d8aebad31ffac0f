//
//  CHLegacyNotesViewController.h
//  Chat
//
//  Personal notes, kept on the device (NSUserDefaults). An old screen from
//  the first French release; its .m is still saved in ISO-8859-1.
//

#import <UIKit/UIKit.h>

@interface CHLegacyNotesViewController : UITableViewController

@end
