// Package union_shared_variant has a struct that is a variant of two unions.
//
//stitch:dialects none
package union_shared_variant

// Publish publishes a post to a feed and a channel.
//
//stitch:tool
type Publish struct {
	Feed    FeedItem    `json:"feed"`
	Channel ChannelItem `json:"channel"`
}

// FeedItem is what a feed shows.
//
//stitch:union
type FeedItem interface{ isFeedItem() }

// ChannelItem is what a channel shows.
//
//stitch:union
type ChannelItem interface{ isChannelItem() }

// A post: shown in feeds and channels.
type Post struct {
	Kind string `json:"kind" stitch:"oneof-variant=post"`
	Body string `json:"body" stitch:"min=1"`
}

// A poll: feeds only.
type Poll struct {
	Kind    string   `json:"kind" stitch:"oneof-variant=poll"`
	Options []string `json:"options" stitch:"min=2"`
}

// A link: channels only.
type Link struct {
	Kind string `json:"kind" stitch:"oneof-variant=link"`
	URL  string `json:"url" stitch:"format=uri"`
}

func (Post) isFeedItem()    {}
func (Post) isChannelItem() {}
func (Poll) isFeedItem()    {}
func (Link) isChannelItem() {}
