// pa11y-ci drives Puppeteer; the browser comes from Debian (apt-get install chromium), never a download.
module.exports = { skipDownload: true, executablePath: '/usr/bin/chromium' };
