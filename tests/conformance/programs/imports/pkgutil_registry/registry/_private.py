NAME = "private"
def run():
    return "private"
