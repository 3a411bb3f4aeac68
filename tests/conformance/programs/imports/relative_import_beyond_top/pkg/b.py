Z = "sibling"
