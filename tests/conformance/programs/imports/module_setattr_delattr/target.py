X = 1
def read_x():
    return X
