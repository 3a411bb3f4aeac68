X = 1
Y = 2
del X
X = 3
