//
//  SWBuddyListViewController.m
//  LegacyShop
//

#import "SWBuddyListViewController.h"
#import "SWMembershipViewController.h"
#import "SWUserModel.h"
#import "WebAPI.h"

static NSString *const kSavedUserKey = @"savedUser";

@interface SWBuddyListViewController ()
{
    NSInteger _reloadCount;
}
@property (nonatomic, assign) BOOL loading;
@end

@implementation SWBuddyListViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.title = @"Buddies";
    NSData *saved = [[NSUserDefaults standardUserDefaults] objectForKey:kSavedUserKey];
    if (saved) {
        self.user = [NSKeyedUnarchiver unarchiveObjectWithData:saved];
    }
    [self loadBuddies];
}

- (void)loadBuddies {
    if (self.loading || !self.user) {
        return;
    }
    self.loading = YES;
    [self.spinner startAnimating];
    NSString *path = [NSString stringWithFormat:@"/users/%@/buddies", self.user.identifier];
    [[WebAPI sharedClient] GET:path parameters:nil success:^(NSDictionary *response) {
        NSArray *buddies = response[@"buddies"];
        [[WebAPI sharedClient] GET:@"/buddies/online" parameters:nil success:^(NSDictionary *online) {
            NSSet *onlineIds = [NSSet setWithArray:online[@"ids"]];
            dispatch_async(dispatch_get_main_queue(), ^{
                NSMutableArray *sorted = [NSMutableArray array];
                for (NSDictionary *buddy in buddies) {
                    if ([onlineIds containsObject:buddy[@"id"]]) {
                        [sorted insertObject:buddy atIndex:0];
                    } else {
                        [sorted addObject:buddy];
                    }
                }
                self.buddies = sorted;
                self.loading = NO;
                _reloadCount += 1;
                self.headerLabel.text = [NSString stringWithFormat:@"%lu buddies, %lu online", (unsigned long)sorted.count, (unsigned long)onlineIds.count];
                [self.spinner stopAnimating];
                [self.tableView reloadData];
            });
        } failure:^(NSError *error) {
            dispatch_async(dispatch_get_main_queue(), ^{
                self.loading = NO;
                [self showError:error];
            });
        }];
    } failure:^(NSError *error) {
        dispatch_async(dispatch_get_main_queue(), ^{
            self.loading = NO;
            [self showError:error];
        });
    }];
}

- (void)showError:(NSError *)error {
    UIAlertController *alert = [UIAlertController alertControllerWithTitle:@"Could not load buddies"
                                                                   message:error.localizedDescription
                                                            preferredStyle:UIAlertControllerStyleAlert];
    [alert addAction:[UIAlertAction actionWithTitle:@"OK" style:UIAlertActionStyleDefault handler:nil]];
    [self presentViewController:alert animated:YES completion:nil];
}

- (IBAction)logoutTapped:(id)sender {
    [[NSUserDefaults standardUserDefaults] removeObjectForKey:kSavedUserKey];
    [self.navigationController popToRootViewControllerAnimated:YES];
}

#pragma mark - UITableViewDataSource

- (NSInteger)tableView:(UITableView *)tableView numberOfRowsInSection:(NSInteger)section {
    return self.buddies.count;
}

- (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
    UITableViewCell *cell = [tableView dequeueReusableCellWithIdentifier:@"BuddyCell" forIndexPath:indexPath];
    NSDictionary *buddy = self.buddies[indexPath.row];
    cell.textLabel.text = buddy[@"name"];
    return cell;
}

#pragma mark - UITableViewDelegate

- (void)tableView:(UITableView *)tableView didSelectRowAtIndexPath:(NSIndexPath *)indexPath {
    [tableView deselectRowAtIndexPath:indexPath animated:YES];
    if (!self.user.premium) {
        SWMembershipViewController *membership = [[SWMembershipViewController alloc] initWithUser:self.user];
        [self.navigationController pushViewController:membership animated:YES];
        return;
    }
    [self performSegueWithIdentifier:@"showBuddy" sender:self.buddies[indexPath.row]];
}

@end
