LOG = []
COUNT = 0
