/** A small email as a data: URL, so stories need no server (an app frames its server's sandboxed URL). */
export const exampleEmailSrc = `data:text/html;charset=utf-8,${encodeURIComponent(
  '<!DOCTYPE html><html><head><meta name="viewport" content="width=device-width, initial-scale=1">' +
    '<style>body{margin:0;font:16px/1.5 Arial,sans-serif;color:#1f2328}main{padding:24px}' +
    'h1{margin:0 0 12px;font-size:24px}a{display:inline-block;padding:12px 20px;background:#1d4ed8;color:#fff;' +
    'border-radius:4px;text-decoration:none}@media (max-width:480px){h1{font-size:20px}}</style></head>' +
    '<body><main><h1>Welcome, Anna!</h1><p>Thank you for joining Consumer Panel Germany. Your first survey is ' +
    'waiting for you.</p><p><a href="#">Start the survey</a></p></main></body></html>',
)}`;
