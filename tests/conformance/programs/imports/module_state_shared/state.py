counter = 0
items = []
