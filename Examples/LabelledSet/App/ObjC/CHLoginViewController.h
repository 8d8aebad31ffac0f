//
//  CHLoginViewController.h
//  Chat
//
//  Sign in. On success the buddy list replaces this screen as the window's root.
//

#import <UIKit/UIKit.h>

@interface CHLoginViewController : UIViewController

@property (nonatomic, weak) IBOutlet UITextField *usernameField;
@property (nonatomic, weak) IBOutlet UITextField *passwordField;
@property (nonatomic, weak) IBOutlet UIButton *loginButton;
@property (nonatomic, weak) IBOutlet UIActivityIndicatorView *activityIndicator;
@property (nonatomic, weak) IBOutlet UILabel *errorLabel;

- (IBAction)loginTapped:(id)sender;

@end
