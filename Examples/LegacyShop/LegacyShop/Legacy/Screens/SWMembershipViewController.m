//
//  SWMembershipViewController.m
//  LegacyShop
//

#import "SWMembershipViewController.h"
#import "SWUserModel.h"
#import "WebAPI.h"

@interface SWMembershipViewController ()
@property (nonatomic, strong, readwrite) SWUserModel *user;
@property (nonatomic, strong) NSDateFormatter *dateFormatter;
@end

@implementation SWMembershipViewController

- (instancetype)initWithUser:(SWUserModel *)user {
    self = [super initWithNibName:@"SWMembershipViewController" bundle:nil];
    if (self) {
        _user = user;
        _dateFormatter = [[NSDateFormatter alloc] init];
        _dateFormatter.dateStyle = NSDateFormatterMediumStyle;
    }
    return self;
}

- (void)viewDidLoad {
    [super viewDidLoad];
    self.memberSinceLabel.text = [NSString stringWithFormat:@"Member since %@", [self.dateFormatter stringFromDate:self.user.memberSince]];
    self.statusLabel.text = @"Checking…";
    [self.user checkMembership:^(BOOL isMember) {
        dispatch_async(dispatch_get_main_queue(), ^{
            self.statusLabel.text = isMember ? @"Premium member" : @"Free account";
            self.upgradeButton.hidden = isMember;
        });
    }];
}

- (IBAction)upgradeTapped:(id)sender {
    self.upgradeButton.enabled = NO;
    NSDictionary *parameters = @{@"userId": self.user.identifier, @"plan": @"premium"};
    [[WebAPI sharedClient] POST:@"/membership/upgrade" parameters:parameters success:^(NSDictionary *response) {
        [[NSUserDefaults standardUserDefaults] setBool:YES forKey:@"isPremium"];
        dispatch_async(dispatch_get_main_queue(), ^{
            if ([response[@"status"] isEqualToString:@"active"]) {
                [self performSegueWithIdentifier:@"showReceipt" sender:response];
            } else {
                UIAlertController *alert = [UIAlertController alertControllerWithTitle:@"Upgrade pending"
                                                                               message:@"We will email you when it is active."
                                                                        preferredStyle:UIAlertControllerStyleAlert];
                [alert addAction:[UIAlertAction actionWithTitle:@"OK" style:UIAlertActionStyleDefault handler:nil]];
                [self presentViewController:alert animated:YES completion:nil];
            }
        });
    } failure:^(NSError *error) {
        dispatch_async(dispatch_get_main_queue(), ^{
            self.upgradeButton.enabled = YES;
        });
    }];
}

- (IBAction)closeTapped:(id)sender {
    [self dismissViewControllerAnimated:YES completion:nil];
}

@end
