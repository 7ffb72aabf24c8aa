import { graphql } from '@/lib/graphql/graphql';

/** Every store field the shell uses (parsed by `StoreSchema`). */
export const StoreFields = graphql(`
  fragment StoreFields on Store {
    id
    name
    title
    description
    isActive
    webUrl
    trackingUrl
    imageUrl
    darkImageUrl
    banners {
      webKey
      mobileKey
      link
      name
      isArchive
      priority
      deviceType
    }
    announcements {
      label
      link
      color
      textColor
      deviceType
      isArchive
    }
    socialLinks {
      instagram
      facebook
      twitter
      youtube
      pinterest
    }
    customerCare {
      phone
      email
      hours
    }
    policies {
      slug
      title
    }
  }
`);
