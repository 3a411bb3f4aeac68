COUNT = [0]
COUNT[0] += 1
