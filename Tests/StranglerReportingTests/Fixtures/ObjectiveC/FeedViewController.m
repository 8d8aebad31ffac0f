#import "FeedViewController.h"
#import "FeedDetailViewController.h"

#define kFeedBaseURL @"https://feed.example.com/api"
static NSString *const kCellIdentifier = @"FeedCell";

#if DEBUG
static BOOL const kVerbose = YES;
#else
static BOOL const kVerbose = NO;
#endif

@interface FeedViewController () {
    NSInteger _retries;
    NSDateFormatter *_formatter;
}
@property (nonatomic, assign, readwrite) NSInteger page;
@end

@implementation FeedViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.title = NSLocalizedString(@"Feed", nil);
    [self.tableView registerClass:[UITableViewCell class] forCellReuseIdentifier:kCellIdentifier];
    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(reloadFeed) name:UIApplicationDidBecomeActiveNotification object:nil];
    [self reloadFeed];
}

- (void)reloadFeed {
    if (self.isLoading) { return; }
    self.loading = YES;
    NSString *path = [NSString stringWithFormat:@"%@/feeds/%@/items?page=%ld", kFeedBaseURL, self.feedId, (long)self.page];
    NSMutableURLRequest *request = [NSMutableURLRequest requestWithURL:[NSURL URLWithString:path]];
    request.HTTPMethod = @"GET";
    __weak typeof(self) weakSelf = self;
    [[[NSURLSession sharedSession] dataTaskWithRequest:request completionHandler:^(NSData *data, NSURLResponse *response, NSError *error) {
        dispatch_async(dispatch_get_main_queue(), ^{
            weakSelf.loading = NO;
            if (error != nil) {
                self->_retries += 1;
                [weakSelf showError:error];
                return;
            }
            [UIView animateWithDuration:0.25 animations:^{
                weakSelf.emptyLabel.alpha = weakSelf.items.count == 0 ? 1.0 : 0.0;
            }];
            [weakSelf.tableView reloadData];
        });
    }] resume];
}

- (void)showError:(NSError *)error {
    UIAlertController *alert = [UIAlertController alertControllerWithTitle:@"Error" message:error.localizedDescription preferredStyle:UIAlertControllerStyleAlert];
    [alert addAction:[UIAlertAction actionWithTitle:@"OK" style:UIAlertActionStyleDefault handler:nil]];
    [self presentViewController:alert animated:YES completion:nil];
}

#pragma mark - UITableViewDataSource

- (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
    UITableViewCell *cell = [tableView dequeueReusableCellWithIdentifier:kCellIdentifier forIndexPath:indexPath];
    FeedItem *item = self.items[indexPath.row];
    cell.textLabel.text = [NSString stringWithFormat:@"%@ (%@)", item.title, [_formatter stringFromDate:item.date]];
    return cell;
}

- (void)tableView:(UITableView *)tableView didSelectRowAtIndexPath:(NSIndexPath *)indexPath {
    FeedItem *item = self.items[indexPath.row];
    if (item.isLocked) {
        [self performSegueWithIdentifier:@"showPaywall" sender:item];
    } else {
        FeedDetailViewController *detail = [[FeedDetailViewController alloc] initWithItem:item];
        [self.navigationController pushViewController:detail animated:YES];
    }
    [[NSUserDefaults standardUserDefaults] setObject:item.identifier forKey:@"lastOpenedItem"];
}

- (void)dealloc {
    [[NSNotificationCenter defaultCenter] removeObserver:self];
}

@end

@implementation FeedViewController (Sharing)

- (IBAction)shareTapped:(UIBarButtonItem *)sender {
    UIActivityViewController *share = [[UIActivityViewController alloc] initWithActivityItems:@[self.feedId] applicationActivities:nil];
    [self presentViewController:share animated:YES completion:nil];
}

@end
