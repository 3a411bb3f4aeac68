LOG = ["pkg"]
