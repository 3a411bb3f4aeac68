X = 1
LOG = []
