DEBUG = False
LEVELS = ["info"]
def describe():
    return ("debug" if DEBUG else "quiet") + ":" + ",".join(LEVELS)
