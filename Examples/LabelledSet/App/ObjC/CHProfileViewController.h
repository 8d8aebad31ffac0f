//
//  CHProfileViewController.h
//  Chat
//
//  Your own profile, from the cached copy; lets you change your status line.
//  Laid out in CHProfileViewController.xib.
//

#import <UIKit/UIKit.h>

@interface CHProfileViewController : UIViewController

@property (nonatomic, weak) IBOutlet UILabel *nameLabel;
@property (nonatomic, weak) IBOutlet UILabel *statsLabel;
@property (nonatomic, weak) IBOutlet UILabel *memberSinceLabel;
@property (nonatomic, weak) IBOutlet UILabel *statusLabel;
@property (nonatomic, weak) IBOutlet UITextField *statusField;

- (IBAction)saveStatusTapped:(id)sender;

@end
