NAME = "pkg.side"
