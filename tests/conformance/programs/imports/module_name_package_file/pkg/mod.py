WHO = __name__
