//
//  CHLoginViewController.m
//  Chat
//

#import "CHLoginViewController.h"
#import "CHBuddyListViewController.h"
#import "CHHTTPClient.h"

@interface CHLoginViewController () <UITextFieldDelegate>
@property (nonatomic, strong) CHHTTPClient *httpClient;
@end

@implementation CHLoginViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.httpClient = [[CHHTTPClient alloc] initWithBaseURL:[NSURL URLWithString:@"https://api.chat.example"]];
    self.usernameField.delegate = self;
    self.passwordField.delegate = self;
    self.passwordField.secureTextEntry = YES;
    self.loginButton.layer.cornerRadius = 8.0;
    self.errorLabel.hidden = YES;
}

#pragma mark - Actions

- (IBAction)loginTapped:(id)sender {
    [self.view endEditing:YES];

    // Usernames are 3-32 characters without spaces; passwords at least 8.
    BOOL isValid = self.usernameField.text.length >= 3 && self.usernameField.text.length <= 32
        && [self.usernameField.text rangeOfCharacterFromSet:[NSCharacterSet whitespaceCharacterSet]].location == NSNotFound
        && self.passwordField.text.length >= 8;
    if (!isValid) {
        self.errorLabel.hidden = NO;
        return;
    }

    self.errorLabel.hidden = YES;
    self.loginButton.enabled = NO;
    [self.activityIndicator startAnimating];
    [self.httpClient POST:@"/sessions" parameters:@{@"username": self.usernameField.text, @"password": self.passwordField.text} success:^(NSDictionary *response) {
        [[NSUserDefaults standardUserDefaults] setObject:response[@"token"] forKey:@"CHAuthToken"];
        [[NSUserDefaults standardUserDefaults] setObject:self.usernameField.text forKey:@"CHUsername"];
        CHBuddyListViewController *buddyList = [[CHBuddyListViewController alloc] initWithStyle:UITableViewStylePlain];
        UINavigationController *navigationController = [[UINavigationController alloc] initWithRootViewController:buddyList];
        self.view.window.rootViewController = navigationController;
    } failure:^(NSError *error) {
        [self.activityIndicator stopAnimating];
        self.loginButton.enabled = YES;
        if (error.code != NSURLErrorCancelled) {
            UIAlertController *alert = [UIAlertController alertControllerWithTitle:NSLocalizedString(@"Couldn't sign in", nil)
                                                                           message:error.localizedDescription
                                                                    preferredStyle:UIAlertControllerStyleAlert];
            [alert addAction:[UIAlertAction actionWithTitle:NSLocalizedString(@"OK", nil) style:UIAlertActionStyleDefault handler:nil]];
            [self presentViewController:alert animated:YES completion:nil];
        }
    }];
}

#pragma mark - UITextFieldDelegate

- (BOOL)textFieldShouldReturn:(UITextField *)textField {
    if (textField == self.usernameField) {
        [self.passwordField becomeFirstResponder];
    } else {
        [self loginTapped:textField];
    }
    return YES;
}

@end
