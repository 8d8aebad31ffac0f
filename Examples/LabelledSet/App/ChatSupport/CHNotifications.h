//
//  CHNotifications.h
//  Chat
//
//  Names of the app's own NSNotificationCenter notifications.
//

#import <Foundation/Foundation.h>

/// Posted by the socket layer; userInfo[@"count"] is an NSNumber.
FOUNDATION_EXPORT NSString *const CHUnreadCountDidChangeNotification;
/// Posted when a setting changes; userInfo[@"key"] names the setting.
FOUNDATION_EXPORT NSString *const CHSettingsDidChangeNotification;
/// Posted when the user logs out; the app delegate tears down the session.
FOUNDATION_EXPORT NSString *const CHUserDidLogOutNotification;
