//
//  CHPhotoPickerViewController.m
//  Chat
//

#import "CHPhotoPickerViewController.h"
#import <Photos/Photos.h>
#import "CHHTTPClient.h"

@interface CHPhotoPickerViewController () <UIImagePickerControllerDelegate, UINavigationControllerDelegate>
@property (nonatomic, strong) CHHTTPClient *httpClient;
@property (nonatomic, strong) NSMutableArray<UIImage *> *pendingImages;
@property (nonatomic, assign) BOOL isUploading;
@end

@implementation CHPhotoPickerViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.title = NSLocalizedString(@"Send Photos", nil);
    self.httpClient = [[CHHTTPClient alloc] initWithBaseURL:[NSURL URLWithString:@"https://api.chat.example"]];
    self.pendingImages = [NSMutableArray array];
    self.uploadButton.enabled = NO;
}

#pragma mark - Actions

- (IBAction)chooseTapped:(id)sender {
    [self requestAccessAndPresentPicker];
}

- (IBAction)uploadTapped:(id)sender {
    [self uploadPendingImages];
}

#pragma mark - Picking

- (void)requestAccessAndPresentPicker {
    [PHPhotoLibrary requestAuthorization:^(PHAuthorizationStatus status) {
        dispatch_async(dispatch_get_main_queue(), ^{
            if (status == PHAuthorizationStatusAuthorized) {
                UIImagePickerController *picker = [[UIImagePickerController alloc] init];
                picker.sourceType = UIImagePickerControllerSourceTypePhotoLibrary;
                picker.delegate = self;
                [self presentViewController:picker animated:YES completion:nil];
            } else {
                UIAlertController *alert = [UIAlertController alertControllerWithTitle:NSLocalizedString(@"No access to your photos", nil)
                                                                               message:NSLocalizedString(@"Allow access in Settings to send photos.", nil)
                                                                        preferredStyle:UIAlertControllerStyleAlert];
                [alert addAction:[UIAlertAction actionWithTitle:NSLocalizedString(@"Not Now", nil) style:UIAlertActionStyleCancel handler:nil]];
                [alert addAction:[UIAlertAction actionWithTitle:NSLocalizedString(@"Settings", nil) style:UIAlertActionStyleDefault handler:^(UIAlertAction *action) {
                    [[UIApplication sharedApplication] openURL:[NSURL URLWithString:UIApplicationOpenSettingsURLString] options:@{} completionHandler:nil];
                }]];
                [self presentViewController:alert animated:YES completion:nil];
            }
        });
    }];
}

#pragma mark - UIImagePickerControllerDelegate

- (void)imagePickerController:(UIImagePickerController *)picker didFinishPickingMediaWithInfo:(NSDictionary<UIImagePickerControllerInfoKey, id> *)info {
    // At most five photos go in one upload.
    if (self.pendingImages.count < 5) {
        [self.pendingImages addObject:info[UIImagePickerControllerOriginalImage]];
    }
    self.progressLabel.text = [NSString stringWithFormat:NSLocalizedString(@"%lu of 5 photos chosen", nil), (unsigned long)self.pendingImages.count];
    self.uploadButton.enabled = YES;
    [picker dismissViewControllerAnimated:YES completion:nil];
}

#pragma mark - Uploading

- (void)uploadPendingImages {
    if (self.isUploading || self.pendingImages.count == 0) {
        return;
    }
    self.isUploading = YES;
    self.uploadButton.enabled = NO;
    NSUInteger total = self.pendingImages.count;
    NSMutableArray<NSData *> *parts = [NSMutableArray arrayWithCapacity:total];
    for (UIImage *image in self.pendingImages) {
        [parts addObject:UIImageJPEGRepresentation(image, 0.8)];
    }
    [self.httpClient uploadParts:parts toPath:@"/photos" progress:^(double fractionCompleted) {
        NSUInteger current = MIN(total, (NSUInteger)(fractionCompleted * total) + 1);
        self.progressLabel.text = [NSString stringWithFormat:NSLocalizedString(@"Uploading %lu of %lu", nil), (unsigned long)current, (unsigned long)total];
    } completion:^(NSArray<NSDictionary *> *responses, NSError *error) {
        self.isUploading = NO;
        self.uploadButton.enabled = YES;
        if (error != nil) {
            self.progressLabel.text = [NSString stringWithFormat:NSLocalizedString(@"Upload failed (error %ld). Tap Upload to try again.", nil), (long)error.code];
            return;
        }
        [self.pendingImages removeAllObjects];
        self.progressLabel.text = total == 1 ? NSLocalizedString(@"1 photo sent", nil) : [NSString stringWithFormat:NSLocalizedString(@"%lu photos sent", nil), (unsigned long)total];
    }];
}

@end
