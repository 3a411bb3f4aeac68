NAME = "fast"
def run():
    return "fast ran"
