NAME = "pkg.sub.leaf"
